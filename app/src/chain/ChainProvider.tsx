import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WagmiProvider } from 'wagmi';
import { runtime } from './runtime.ts';
import { createWagmiConfig } from './wagmi.ts';
import { BlockWatcher } from './blocks.ts';

/** Wagmi + react-query for the loaded runtime, and the per-block refresh. */
export function ChainProvider({ children }: { children: ReactNode }) {
  const rt = runtime();
  const [config] = useState(() => createWagmiConfig(rt));
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            // Reads are refreshed per block by BlockWatcher, not on focus.
            refetchOnWindowFocus: false,
            retry: 1,
            structuralSharing: false,
          },
        },
      }),
  );
  return (
    <WagmiProvider config={config} reconnectOnMount>
      <QueryClientProvider client={queryClient}>
        <BlockWatcher chainId={rt.chainId} />
        {children}
      </QueryClientProvider>
    </WagmiProvider>
  );
}
