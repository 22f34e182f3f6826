import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageError, RootError } from './RouteErrors.tsx';

/*
 * React catches render errors only in class components (there is no hook for it),
 * and the declarative router has no route ErrorBoundary, so this is the one class.
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

/** Around every page, inside the layout: a failed page shows PageError and the menu stays; a navigation clears it. */
export function PageBoundary() {
  const { key } = useLocation();
  return (
    <RouteBoundary resetKey={key} fallback={(error, retry) => <PageError error={error} retry={retry} />}>
      <Outlet />
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
