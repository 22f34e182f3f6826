// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { defineChain } from 'viem';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WagmiProvider, createConfig, custom } from 'wagmi';
import { initTestI18n } from '../../i18n/testing.ts';

vi.mock('../../chain/runtime.ts', () => ({ runtime: () => ({ chainId: 31337, services: { apiUrl: 'http://hub.test' } }) }));

const chain = defineChain({
  id: 31337,
  name: 'Test',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['http://rpc.test'] } },
});
const ID = `0x${'eb'.repeat(32)}`;
const proposal = {
  id: ID,
  title: 'Burn the treasury FUEL',
  body: '## Why\n\nBecause **less** is more.',
  choices: ['Yes', 'No'],
  start: Math.floor(Date.now() / 1000) - 60,
  end: Math.floor(Date.now() / 1000) + 3600,
  snapshot: '48',
  state: 'active',
  author: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  created: Math.floor(Date.now() / 1000),
  core: false,
  space: { id: 'fuelswap.eth', name: 'fuelswap.eth' },
};
const votes = [
  {
    id: '0x01',
    voter: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
    created: 1,
    choice: 1,
    vp: '3000000000000',
    metadata: { votingPower: '3000000000000', verificationHash: '0xaa' },
  },
  {
    id: '0x02',
    voter: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
    created: 2,
    choice: 2,
    vp: '1000000000000',
    metadata: { votingPower: '1000000000000', verificationHash: '0xbb' },
  },
];

function Providers({ children }: { children: ReactNode }) {
  const [config] = useState(() =>
    createConfig({
      chains: [chain],
      transports: { 31337: custom({ request: async () => null }, { retryCount: 0 }) },
      multiInjectedProviderDiscovery: false,
    }),
  );
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [memory] = useState(() => memoryLocation());
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={client}>
        <Router hook={memory.hook}>{children}</Router>
      </QueryClientProvider>
    </WagmiProvider>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProposalPage', () => {
  // The page's module graph and the translations load here, outside the test's 5 s: on a loaded 2-core machine
  // transforming them took most of it (the test itself renders in well under a second).
  let ProposalPage: typeof import('./ProposalPage.tsx').ProposalPage;
  beforeAll(async () => {
    await initTestI18n();
    ({ ProposalPage } = await import('./ProposalPage.tsx'));
  }, 60_000);

  it('shows the body, details, votes and results from the hub, with an invalid vote marked and not counted', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const body = init?.body ? JSON.parse(String(init.body)) : {};
        const json = url.endsWith('/graphql')
          ? String(body.query).includes('votes(')
            ? { data: { votes: body.variables.skip === 0 ? votes : [] } }
            : { data: { proposal } }
          : url.endsWith('/verify')
            ? { data: { [votes[0]!.voter.toLowerCase()]: { isValid: true }, [votes[1]!.voter.toLowerCase()]: { isValid: false } } }
            : {};
        return new Response(JSON.stringify(json), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    render(
      <Providers>
        <ProposalPage id={ID} />
      </Providers>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Burn the treasury FUEL' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why' })).toBeInTheDocument();
    expect(screen.getByTestId('proposal-details-snapshot')).toHaveTextContent('48');
    expect(await screen.findByText('Invalid')).toBeInTheDocument();
    expect(screen.getByTestId('result-1')).toHaveTextContent('3,000 Votes · 100.00%');
    expect(screen.getByTestId('result-2')).toHaveTextContent('0 Votes · 0.00%');
  });
});
