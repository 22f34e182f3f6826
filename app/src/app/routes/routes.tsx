import type { ComponentType } from 'react';
import { useParams, type RouteObject } from 'react-router';
import { Layout } from '../layout/Layout.tsx';
import { PageError, RootError } from '../errors/RouteErrors.tsx';
import { PageLoader } from '../../ui/index.ts';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { loadChunk } from './chunks.ts';
import { RemoveTokensRedirect, SendRedirect, SwapOutputRedirect, redirectTo, withAddRedirects } from './redirects.tsx';

/**
 * Every route of spec 000 §2.1. Each screen is lazy-loaded through the route's
 * `lazy` property, so every page is its own chunk and the router keeps the
 * current page on screen until the next one has loaded. Page modules are
 * imported by file (not through the feature's index.ts) for exactly that
 * reason: one chunk per screen rather than per feature. Redirects are tiny
 * components in the main chunk.
 */
function page<M>(importer: () => Promise<M>, pick: (mod: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await loadChunk(importer)) });
}

/** Passes one route param to the page as a prop of the same name. */
function withParam<K extends string>(name: K, Page: ComponentType<Record<K, string>>): ComponentType {
  return function ParamRoute() {
    const params = useParams();
    const props = { [name]: params[name] ?? '' } as Record<K, string>;
    return <Page {...props} />;
  };
}

const addLiquidity = page(
  () => import('../../features/liquidity/AddLiquidityPage.tsx'),
  (m) => withAddRedirects(m.AddLiquidityPage),
);

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Layout,
    // The layout itself failed (menu included): a bare full-page error.
    ErrorBoundary: RootError,
    children: [
      {
        id: 'page',
        // A failed page renders this inside the layout: the menu stays.
        ErrorBoundary: PageError,
        // The first page's chunk loading, inside the layout.
        HydrateFallback: PageLoader,
        children: [
          {
            index: true,
            lazy: page(
              () => import('../../features/home/HomePage.tsx'),
              (m) => m.HomePage,
            ),
          },
          {
            path: 'farms/auction',
            lazy: page(
              () => import('../../features/auction/AuctionPage.tsx'),
              (m) => m.AuctionPage,
            ),
          },
          {
            path: 'approvals',
            lazy: page(
              () => import('../../features/approvals/ApprovalsPage.tsx'),
              (m) => m.ApprovalsPage,
            ),
          },
          {
            path: 'farms',
            lazy: page(
              () => import('../../features/farms/FarmsPage.tsx'),
              (m) => m.FarmsPage,
            ),
          },
          {
            path: 'pools',
            lazy: page(
              () => import('../../features/pools/PoolsPage.tsx'),
              (m) => () => <m.PoolsPage view="live" />,
            ),
          },
          {
            path: 'pools/history',
            lazy: page(
              () => import('../../features/pools/PoolsPage.tsx'),
              (m) => () => <m.PoolsPage view="finished" />,
            ),
          },
          {
            path: 'lottery',
            lazy: page(
              () => import('../../features/lottery/LotteryPage.tsx'),
              (m) => m.LotteryPage,
            ),
          },
          {
            path: 'ifo',
            lazy: page(
              () => import('../../features/ifo/IfoPage.tsx'),
              (m) => m.IfoPage,
            ),
          },
          {
            path: 'ifo/history',
            lazy: page(
              () => import('../../features/ifo/IfoPage.tsx'),
              (m) => () => <m.IfoPage view="past" />,
            ),
          },
          {
            path: 'collectibles',
            lazy: page(
              () => import('../../features/collectibles/CollectiblesPage.tsx'),
              (m) => m.CollectiblesPage,
            ),
          },
          {
            path: 'teams',
            lazy: page(
              () => import('../../features/teams/TeamsPage.tsx'),
              (m) => m.TeamsPage,
            ),
          },
          {
            path: 'teams/:id',
            lazy: page(
              () => import('../../features/teams/TeamPage.tsx'),
              (m) => withParam('id', m.TeamPage),
            ),
          },
          {
            path: 'profile',
            lazy: page(
              () => import('../../features/profile/ProfilePage.tsx'),
              (m) => m.ProfilePage,
            ),
          },
          {
            path: 'profile/tasks',
            lazy: page(
              () => import('../../features/profile/TaskCenterPage.tsx'),
              (m) => m.TaskCenterPage,
            ),
          },
          {
            path: 'competition',
            lazy: page(
              () => import('../../features/competition/CompetitionPage.tsx'),
              (m) => m.CompetitionPage,
            ),
          },
          {
            path: 'prediction',
            lazy: page(
              () => import('../../features/prediction/PredictionPage.tsx'),
              (m) => m.PredictionPage,
            ),
          },
          {
            path: 'prediction/leaderboard',
            lazy: page(
              () => import('../../features/prediction/LeaderboardPage.tsx'),
              (m) => m.LeaderboardPage,
            ),
          },
          {
            path: 'voting',
            lazy: page(
              () => import('../../features/voting/VotingPage.tsx'),
              (m) => m.VotingPage,
            ),
          },
          {
            path: 'voting/proposal/create',
            lazy: page(
              () => import('../../features/voting/CreateProposalPage.tsx'),
              (m) => m.CreateProposalPage,
            ),
          },
          {
            path: 'voting/proposal/:id',
            lazy: page(
              () => import('../../features/voting/ProposalPage.tsx'),
              (m) => withParam('id', m.ProposalPage),
            ),
          },
          {
            path: 'info',
            lazy: page(
              () => import('../../features/info/pages/InfoOverviewPage.tsx'),
              (m) => m.InfoOverviewPage,
            ),
          },
          {
            path: 'info/tokens',
            lazy: page(
              () => import('../../features/info/pages/InfoTokensPage.tsx'),
              (m) => m.InfoTokensPage,
            ),
          },
          {
            path: 'info/tokens/:address',
            lazy: page(
              () => import('../../features/info/pages/InfoTokenPage.tsx'),
              (m) => withParam('address', m.InfoTokenPage),
            ),
          },
          {
            path: 'info/pairs',
            lazy: page(
              () => import('../../features/info/pages/InfoPairsPage.tsx'),
              (m) => m.InfoPairsPage,
            ),
          },
          {
            path: 'info/pairs/:address',
            lazy: page(
              () => import('../../features/info/pages/InfoPairPage.tsx'),
              (m) => withParam('address', m.InfoPairPage),
            ),
          },
          {
            path: 'info/accounts/:address',
            lazy: page(
              () => import('../../features/info/pages/InfoAccountPage.tsx'),
              (m) => withParam('address', m.InfoAccountPage),
            ),
          },
          {
            path: 'swap',
            lazy: page(
              () => import('../../features/swap/SwapPage.tsx'),
              (m) => m.SwapPage,
            ),
          },
          { path: 'swap/:outputCurrency', Component: SwapOutputRedirect },
          { path: 'send', Component: SendRedirect },
          {
            path: 'find',
            lazy: page(
              () => import('../../features/liquidity/FindPage.tsx'),
              (m) => m.FindPage,
            ),
          },
          {
            path: 'liquidity',
            lazy: page(
              () => import('../../features/liquidity/LiquidityPage.tsx'),
              (m) => m.LiquidityPage,
            ),
          },
          { path: 'create', Component: redirectTo('/add/') },
          // /add, /add/A, /add/A/B as one route (optional segments), so the screen stays
          // mounted when choosing a currency rewrites the URL.
          { path: 'add/:currencyIdA?/:currencyIdB?', lazy: addLiquidity },
          { path: 'create/:currencyIdA/:currencyIdB?', lazy: addLiquidity },
          { path: 'remove/:tokens', Component: RemoveTokensRedirect },
          {
            path: 'remove/:currencyIdA/:currencyIdB',
            lazy: page(
              () => import('../../features/liquidity/RemoveLiquidityPage.tsx'),
              (m) =>
                function RemoveLiquidityRoute() {
                  const { currencyIdA = '', currencyIdB = '' } = useParams();
                  return <m.RemoveLiquidityPage currencyIdA={currencyIdA} currencyIdB={currencyIdB} />;
                },
            ),
          },
          { path: 'pool', Component: redirectTo('/liquidity') },
          { path: 'staking', Component: redirectTo('/pools') },
          { path: 'syrup', Component: redirectTo('/pools') },
          { path: 'nft', Component: redirectTo('/collectibles') },
          // Part of the shell (the page error boundary shows it for 404s too), so not lazy.
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
