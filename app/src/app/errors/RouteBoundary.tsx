import { Component, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useHistoryEntryKey } from '../../lib/location.ts';
import { PageError, RootError } from './RouteErrors.tsx';

/*
 * React catches render errors only in class components (there is no hook for it),
 * and the router (wouter) has no error boundary of its own, so this is the one class.
 */
interface Props {
  /** When it changes (a navigation), a caught error is dropped and the children render again. */
  resetKey: string;
  fallback: (error: unknown, reset: () => void) => ReactNode;
  children: ReactNode;
}

interface State {
  caught: { error: unknown } | null;
  resetKey: string;
}

export class RouteBoundary extends Component<Props, State> {
  override state: State = { caught: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { caught: null, resetKey: props.resetKey };
  }

  reset = () => this.setState({ caught: null });

  override render() {
    return this.state.caught ? this.props.fallback(this.state.caught.error, this.reset) : this.props.children;
  }
}

/**
 * Around every page, inside the layout: a failed page shows PageError and the menu stays; a navigation clears it,
 * even one to the URL shown (a new history entry key, lib/location.ts). The path and query are in the key too, for
 * a router without entry keys (the tests' memory location).
 */
export function PageBoundary({ children }: { children: ReactNode }) {
  const entry = useHistoryEntryKey();
  const [path] = useLocation();
  const search = useSearch();
  return (
    <RouteBoundary resetKey={`${entry} ${path}?${search}`} fallback={(error, retry) => <PageError error={error} retry={retry} />}>
      {children}
    </RouteBoundary>
  );
}

/** Around everything: the layout itself failed, so there is no menu to keep. */
export function RootBoundary({ children }: { children: ReactNode }) {
  return (
    <RouteBoundary resetKey="root" fallback={(error) => <RootError error={error} />}>
      {children}
    </RouteBoundary>
  );
}
