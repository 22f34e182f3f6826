import type { ReactNode } from 'react';

/** Wagmi + react-query providers for the loaded runtime. (Filled in by the chain layer.) */
export function ChainProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
