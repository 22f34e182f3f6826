import { lazy, type ComponentType } from 'react';
import { useParams, useRoutes, type RouteObject } from 'react-router';
import { Layout } from '../layout/Layout.tsx';
import { PageBoundary, RootBoundary } from '../errors/RouteBoundary.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { loadChunk } from './chunks.ts';
import { RemoveTokensRedirect, SendRedirect, SwapOutputRedirect, redirectTo, withAddRedirects } from './redirects.tsx';

/**
 * Every route of spec 000 §2.1. Each screen is its own React.lazy component, so
 * every page is its own chunk; navigations are transitions (AppRouter.tsx), so the
 * current page stays on screen until the next one has loaded. Page modules are
 * imported by file (not through the feature's index.ts) for exactly that
 * reason: one chunk per screen rather than per feature. Redirects are tiny
 * components in the main chunk.
 */
function page<M>(importer: () => Promise<M>, pick: (mod: M) => ComponentType): ComponentType {
  return lazy(async () => ({ default: pick(await loadChunk(importer)) }));
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
    children: [
      {
        id: 'page',
        // A failed page renders PageError inside the layout: the menu stays.
        Component: PageBoundary,
        children: [
          {
            index: true,
            Component: page(
              () => import('../../features/home/HomePage.tsx'),
              (m) => m.HomePage,
            ),
          },
          {
            path: 'farms/auction',
            Component: page(
              () => import('../../features/auction/AuctionPage.tsx'),
              (m) => m.AuctionPage,
            ),
          },
          {
            path: 'approvals',
            Component: page(
              () => import('../../features/approvals/ApprovalsPage.tsx'),
              (m) => m.ApprovalsPage,
            ),
          },
          {
            path: 'farms',
            Component: page(
              () => import('../../features/farms/FarmsPage.tsx'),
              (m) => m.FarmsPage,
            ),
          },
          {
            path: 'pools',
            Component: page(
              () => import('../../features/pools/PoolsPage.tsx'),
              (m) => () => <m.PoolsPage view="live" />,
            ),
          },
          {
            path: 'pools/history',
            Component: page(
              () => import('../../features/pools/PoolsPage.tsx'),
              (m) => () => <m.PoolsPage view="finished" />,
            ),
          },
          {
            path: 'lottery',
            Component: page(
              () => import('../../features/lottery/LotteryPage.tsx'),
              (m) => m.LotteryPage,
            ),
          },
          {
            path: 'ifo',
            Component: page(
              () => import('../../features/ifo/IfoPage.tsx'),
              (m) => m.IfoPage,
            ),
          },
          {
            path: 'ifo/history',
            Component: page(
              () => import('../../features/ifo/IfoPage.tsx'),
              (m) => () => <m.IfoPage view="past" />,
            ),
          },
          {
            path: 'collectibles',
            Component: page(
              () => import('../../features/collectibles/CollectiblesPage.tsx'),
              (m) => m.CollectiblesPage,
            ),
          },
          {
            path: 'teams',
            Component: page(
              () => import('../../features/teams/TeamsPage.tsx'),
              (m) => m.TeamsPage,
            ),
          },
          {
            path: 'teams/:id',
            Component: page(
              () => import('../../features/teams/TeamPage.tsx'),
              (m) => withParam('id', m.TeamPage),
            ),
          },
          {
            path: 'profile',
            Component: page(
              () => import('../../features/profile/ProfilePage.tsx'),
              (m) => m.ProfilePage,
            ),
          },
          {
            path: 'profile/tasks',
            Component: page(
              () => import('../../features/profile/TaskCenterPage.tsx'),
              (m) => m.TaskCenterPage,
            ),
          },
          {
            path: 'competition',
            Component: page(
              () => import('../../features/competition/CompetitionPage.tsx'),
              (m) => m.CompetitionPage,
            ),
          },
          {
            path: 'prediction',
            Component: page(
              () => import('../../features/prediction/PredictionPage.tsx'),
              (m) => m.PredictionPage,
            ),
          },
          {
            path: 'prediction/leaderboard',
            Component: page(
              () => import('../../features/prediction/LeaderboardPage.tsx'),
              (m) => m.LeaderboardPage,
            ),
          },
          {
            path: 'voting',
            Component: page(
              () => import('../../features/voting/VotingPage.tsx'),
              (m) => m.VotingPage,
            ),
          },
          {
            path: 'voting/proposal/create',
            Component: page(
              () => import('../../features/voting/CreateProposalPage.tsx'),
              (m) => m.CreateProposalPage,
            ),
          },
          {
            path: 'voting/proposal/:id',
            Component: page(
              () => import('../../features/voting/ProposalPage.tsx'),
              (m) => withParam('id', m.ProposalPage),
            ),
          },
          {
            path: 'info',
            Component: page(
              () => import('../../features/info/pages/InfoOverviewPage.tsx'),
              (m) => m.InfoOverviewPage,
            ),
          },
          {
            path: 'info/tokens',
            Component: page(
              () => import('../../features/info/pages/InfoTokensPage.tsx'),
              (m) => m.InfoTokensPage,
            ),
          },
          {
            path: 'info/tokens/:address',
            Component: page(
              () => import('../../features/info/pages/InfoTokenPage.tsx'),
              (m) => withParam('address', m.InfoTokenPage),
            ),
          },
          {
            path: 'info/pairs',
            Component: page(
              () => import('../../features/info/pages/InfoPairsPage.tsx'),
              (m) => m.InfoPairsPage,
            ),
          },
          {
            path: 'info/pairs/:address',
            Component: page(
              () => import('../../features/info/pages/InfoPairPage.tsx'),
              (m) => withParam('address', m.InfoPairPage),
            ),
          },
          {
            path: 'info/accounts/:address',
            Component: page(
              () => import('../../features/info/pages/InfoAccountPage.tsx'),
              (m) => withParam('address', m.InfoAccountPage),
            ),
          },
          {
            path: 'swap',
            Component: page(
              () => import('../../features/swap/SwapPage.tsx'),
              (m) => m.SwapPage,
            ),
          },
          { path: 'swap/:outputCurrency', Component: SwapOutputRedirect },
          { path: 'send', Component: SendRedirect },
          {
            path: 'find',
            Component: page(
              () => import('../../features/liquidity/FindPage.tsx'),
              (m) => m.FindPage,
            ),
          },
          {
            path: 'liquidity',
            Component: page(
              () => import('../../features/liquidity/LiquidityPage.tsx'),
              (m) => m.LiquidityPage,
            ),
          },
          { path: 'create', Component: redirectTo('/add/') },
          // /add, /add/A, /add/A/B as one route (optional segments), so the screen stays
          // mounted when choosing a currency rewrites the URL.
          { path: 'add/:currencyIdA?/:currencyIdB?', Component: addLiquidity },
          { path: 'create/:currencyIdA/:currencyIdB?', Component: addLiquidity },
          { path: 'remove/:tokens', Component: RemoveTokensRedirect },
          {
            path: 'remove/:currencyIdA/:currencyIdB',
            Component: page(
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
          // Part of the shell, so not lazy.
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

/** The routes, under the root error boundary (the layout itself failed, menu included: a bare full-page error). */
export function AppRoutes() {
  return <RootBoundary>{useRoutes(routes)}</RootBoundary>;
}
