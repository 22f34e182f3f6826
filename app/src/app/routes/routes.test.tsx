// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import type { ReactNode } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../i18n/testing.ts';
import { AppRouter } from './AppRouter.tsx';
import { AppRoutes } from './routes.tsx';

// The wallet and price features need a chain; the shell only needs their faces.
vi.mock('../../features/wallet/index.ts', () => ({
  WalletButton: () => <button type="button">Connect Wallet</button>,
  WalletGate: ({ children }: { children: ReactNode }) => <>{children}</>,
}));
vi.mock('../../features/prices/index.ts', () => ({ useFuelUsdPrice: () => '2.512' }));
// Background updaters need a chain; routing does not.
vi.mock('../layout/BackgroundUpdaters.tsx', () => ({ default: () => null }));
// The menu's profile chip loads lazily and reads the chain (wagmi): on a slow machine it arrived inside these
// routing tests and failed without a WagmiProvider. Routing does not need it.
vi.mock('../../features/profile/index.ts', () => ({ ProfileChip: () => null }));
// The menu asks wagmi whether a wallet is connected (the profile chip loads only then): no wallet here.
vi.mock('wagmi', async (importOriginal) => ({
  ...(await importOriginal<typeof import('wagmi')>()),
  useConnection: () => ({ address: undefined }),
}));

// Pages are stubs that show their name and props: this tests routing, not the
// features (which need a chain and are tested in their own folders).
const { stub } = vi.hoisted(() => ({
  stub: (name: string) =>
    function Stub(props: Record<string, unknown>) {
      const args = Object.entries(props)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${k}=${String(v)}`);
      return <h1>{[name, ...args].join(' ')}</h1>;
    },
}));
vi.mock('../../features/home/HomePage.tsx', () => ({ HomePage: stub('Home') }));
vi.mock('../../features/auction/AuctionPage.tsx', () => ({ AuctionPage: stub('Auction') }));
vi.mock('../../features/farms/FarmsPage.tsx', () => ({ FarmsPage: stub('Farms') }));
vi.mock('../../features/pools/PoolsPage.tsx', () => ({ PoolsPage: stub('Pools') }));
vi.mock('../../features/lottery/LotteryPage.tsx', () => ({ LotteryPage: stub('Lottery') }));
vi.mock('../../features/ifo/IfoPage.tsx', () => ({ IfoPage: stub('Ifo') }));
vi.mock('../../features/collectibles/CollectiblesPage.tsx', () => ({ CollectiblesPage: stub('Collectibles') }));
vi.mock('../../features/teams/TeamsPage.tsx', () => ({ TeamsPage: stub('Teams') }));
vi.mock('../../features/teams/TeamPage.tsx', () => ({ TeamPage: stub('Team') }));
vi.mock('../../features/profile/ProfilePage.tsx', () => ({ ProfilePage: stub('Profile') }));
vi.mock('../../features/profile/TaskCenterPage.tsx', () => ({ TaskCenterPage: stub('TaskCenter') }));
vi.mock('../../features/competition/CompetitionPage.tsx', () => ({ CompetitionPage: stub('Competition') }));
vi.mock('../../features/prediction/PredictionPage.tsx', () => ({ PredictionPage: stub('Prediction') }));
vi.mock('../../features/voting/VotingPage.tsx', () => ({ VotingPage: stub('Voting') }));
vi.mock('../../features/voting/CreateProposalPage.tsx', () => ({ CreateProposalPage: stub('CreateProposal') }));
vi.mock('../../features/voting/ProposalPage.tsx', () => ({ ProposalPage: stub('Proposal') }));
vi.mock('../../features/info/pages/InfoOverviewPage.tsx', () => ({ InfoOverviewPage: stub('InfoOverview') }));
vi.mock('../../features/info/pages/InfoTokensPage.tsx', () => ({ InfoTokensPage: stub('InfoTokens') }));
vi.mock('../../features/info/pages/InfoTokenPage.tsx', () => ({ InfoTokenPage: stub('InfoToken') }));
vi.mock('../../features/info/pages/InfoPairsPage.tsx', () => ({ InfoPairsPage: stub('InfoPairs') }));
vi.mock('../../features/info/pages/InfoPairPage.tsx', () => ({ InfoPairPage: stub('InfoPair') }));
vi.mock('../../features/info/pages/InfoAccountPage.tsx', () => ({ InfoAccountPage: stub('InfoAccount') }));
vi.mock('../../features/swap/SwapPage.tsx', () => ({ SwapPage: stub('Swap') }));
vi.mock('../../features/liquidity/FindPage.tsx', () => ({ FindPage: stub('Find') }));
vi.mock('../../features/liquidity/LiquidityPage.tsx', () => ({ LiquidityPage: stub('Liquidity') }));
vi.mock('../../features/liquidity/AddLiquidityPage.tsx', () => ({ AddLiquidityPage: stub('AddLiquidity') }));
vi.mock('../../features/liquidity/RemoveLiquidityPage.tsx', () => ({ RemoveLiquidityPage: stub('RemoveLiquidity') }));

beforeAll(() => void initTestI18n());
afterEach(cleanup);

const A = '0x' + 'a'.repeat(40);
const B = '0x' + 'b'.repeat(40);

/**
 * The app's own router on happy-dom's URL: the redirects keep the query and #hash as the browser has them
 * (wouter's memory location tracks neither), so the test starts from, and reads, the window's location.
 */
function open(path: string) {
  window.history.replaceState(null, '', path);
  render(
    <AppRouter>
      <AppRoutes />
    </AppRouter>,
  );
}

async function landsOn(path: string, expected: { pathname: string; search?: string; hash?: string }, heading?: string | RegExp) {
  open(path);
  await waitFor(() => expect(window.location.pathname).toBe(expected.pathname));
  expect(window.location.search).toBe(expected.search ?? '');
  expect(window.location.hash).toBe(expected.hash ?? '');
  if (heading) expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
}

describe('routes', () => {
  it.each([
    ['/', 'Home'],
    ['/farms', 'Farms'],
    ['/farms/auction', 'Auction'],
    ['/pools', 'Pools view=live'],
    ['/pools/history', 'Pools view=finished'],
    ['/lottery', 'Lottery'],
    ['/ifo', 'Ifo'],
    ['/collectibles', 'Collectibles'],
    ['/teams', 'Teams'],
    ['/teams/7', 'Team id=7'],
    ['/profile', 'Profile'],
    ['/profile/tasks', 'TaskCenter'],
    ['/competition', 'Competition'],
    ['/prediction', 'Prediction'],
    ['/voting', 'Voting'],
    ['/voting/proposal/create', 'CreateProposal'],
    ['/voting/proposal/Qm123', 'Proposal id=Qm123'],
    ['/info', 'InfoOverview'],
    ['/info/tokens', 'InfoTokens'],
    [`/info/tokens/${A}`, `InfoToken address=${A}`],
    ['/info/pairs', 'InfoPairs'],
    [`/info/pairs/${B}`, `InfoPair address=${B}`],
    [`/info/accounts/${A}`, `InfoAccount address=${A}`],
    ['/swap', 'Swap'],
    ['/find', 'Find'],
    ['/liquidity', 'Liquidity'],
    ['/add', 'AddLiquidity'],
    ['/add/BNB', 'AddLiquidity currencyIdA=BNB'],
    [`/add/BNB/${A}`, `AddLiquidity currencyIdA=BNB currencyIdB=${A}`],
    [`/create/${A}`, `AddLiquidity currencyIdA=${A}`],
    [`/create/${A}/${B}`, `AddLiquidity currencyIdA=${A} currencyIdB=${B}`],
    [`/remove/${A}/${B}`, `RemoveLiquidity currencyIdA=${A} currencyIdB=${B}`],
  ])('%s shows %s', async (path, heading) => {
    await landsOn(path, { pathname: path }, heading);
  });

  it('/swap/{x} puts x in the query, keeping the other parameters and the hash', async () => {
    await landsOn(
      `/swap/${A}?inputCurrency=BNB&exactAmount=2#top`,
      { pathname: '/swap', search: `?inputCurrency=BNB&exactAmount=2&outputCurrency=${A}`, hash: '#top' },
      'Swap',
    );
  });

  it('/send keeps the query and hash', async () => {
    await landsOn(
      '/send?recipient=bob.eth&exactAmount=1#x',
      { pathname: '/swap', search: '?recipient=bob.eth&exactAmount=1', hash: '#x' },
      'Swap',
    );
  });

  it.each([
    ['/create', '/add/'],
    [`/add/${A}-${B}`, `/add/${A}/${B}`],
    [`/add/BNB-${B}`, `/add/BNB/${B}`],
    [`/add/${A}/${A.toUpperCase().replace('0X', '0x')}`, `/add/${A}`],
    [`/create/${A}/${A}`, `/add/${A}`],
    [`/create/${A}-${B}`, `/add/${A}/${B}`],
    [`/remove/${A}-${B}`, `/remove/${A}/${B}`],
    ['/remove/BNB-junk', '/liquidity'],
    ['/pool', '/liquidity'],
    ['/staking', '/pools'],
    ['/syrup', '/pools'],
    ['/nft', '/collectibles'],
  ])('%s redirects to %s', async (from, to) => {
    await landsOn(from, { pathname: to });
  });

  it.each(['/nope', '/farms/auction/x', '/teams/1/2', '/swap/a/b', '/remove'])('%s is not found, with a Back Home button', async (path) => {
    await landsOn(path, { pathname: path }, 'Oops, page not found.');
    expect(screen.getByRole('link', { name: 'Back Home' })).toHaveAttribute('href', '/');
  });

  it('sets the title with the FUEL price', async () => {
    await landsOn('/farms', { pathname: '/farms' }, 'Farms');
    await waitFor(() => expect(document.title).toBe('Farms - $2.512 | FuelSwap'));
  });

  it('renders the menu with the current page marked', async () => {
    await landsOn('/farms', { pathname: '/farms' }, 'Farms');
    const nav = screen.getAllByRole('navigation', { name: 'Main menu' })[0]!;
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('Farms');
  });
});
