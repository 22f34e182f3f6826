import { lazy, type ComponentType } from 'react';
import { Route, Switch, useParams } from 'wouter';
import { Layout } from '../layout/Layout.tsx';
import { PageBoundary, RootBoundary } from '../errors/RouteBoundary.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { loadChunk } from './chunks.ts';
import { RemoveTokensRedirect, SendRedirect, SwapOutputRedirect, redirectTo, withAddRedirects } from './redirects.tsx';

/**
 * Every route of the app. Each screen is its own React.lazy component, so
 * every page is its own chunk; while it loads, the layout's Suspense shows the
 * page loader (AppRouter.tsx). Page modules are imported by file (not through
 * the feature's index.ts) for exactly that reason: one chunk per screen rather
 * than per feature. Redirects are tiny components in the main chunk.
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

const HomePage = page(
  () => import('../../features/home/HomePage.tsx'),
  (m) => m.HomePage,
);
const AuctionPage = page(
  () => import('../../features/auction/AuctionPage.tsx'),
  (m) => m.AuctionPage,
);
const ApprovalsPage = page(
  () => import('../../features/approvals/ApprovalsPage.tsx'),
  (m) => m.ApprovalsPage,
);
const FarmsPage = page(
  () => import('../../features/farms/FarmsPage.tsx'),
  (m) => m.FarmsPage,
);
const PoolsPage = page(
  () => import('../../features/pools/PoolsPage.tsx'),
  (m) => () => <m.PoolsPage view="live" />,
);
const PoolsHistoryPage = page(
  () => import('../../features/pools/PoolsPage.tsx'),
  (m) => () => <m.PoolsPage view="finished" />,
);
const LotteryPage = page(
  () => import('../../features/lottery/LotteryPage.tsx'),
  (m) => m.LotteryPage,
);
const IfoPage = page(
  () => import('../../features/ifo/IfoPage.tsx'),
  (m) => m.IfoPage,
);
const IfoHistoryPage = page(
  () => import('../../features/ifo/IfoPage.tsx'),
  (m) => () => <m.IfoPage view="past" />,
);
const CollectiblesPage = page(
  () => import('../../features/collectibles/CollectiblesPage.tsx'),
  (m) => m.CollectiblesPage,
);
const TeamsPage = page(
  () => import('../../features/teams/TeamsPage.tsx'),
  (m) => m.TeamsPage,
);
const TeamPage = page(
  () => import('../../features/teams/TeamPage.tsx'),
  (m) => withParam('id', m.TeamPage),
);
const ProfilePage = page(
  () => import('../../features/profile/ProfilePage.tsx'),
  (m) => m.ProfilePage,
);
const TaskCenterPage = page(
  () => import('../../features/profile/TaskCenterPage.tsx'),
  (m) => m.TaskCenterPage,
);
const CompetitionPage = page(
  () => import('../../features/competition/CompetitionPage.tsx'),
  (m) => m.CompetitionPage,
);
const PredictionPage = page(
  () => import('../../features/prediction/PredictionPage.tsx'),
  (m) => m.PredictionPage,
);
const LeaderboardPage = page(
  () => import('../../features/prediction/LeaderboardPage.tsx'),
  (m) => m.LeaderboardPage,
);
const VotingPage = page(
  () => import('../../features/voting/VotingPage.tsx'),
  (m) => m.VotingPage,
);
const CreateProposalPage = page(
  () => import('../../features/voting/CreateProposalPage.tsx'),
  (m) => m.CreateProposalPage,
);
const ProposalPage = page(
  () => import('../../features/voting/ProposalPage.tsx'),
  (m) => withParam('id', m.ProposalPage),
);
const InfoOverviewPage = page(
  () => import('../../features/info/pages/InfoOverviewPage.tsx'),
  (m) => m.InfoOverviewPage,
);
const InfoTokensPage = page(
  () => import('../../features/info/pages/InfoTokensPage.tsx'),
  (m) => m.InfoTokensPage,
);
const InfoTokenPage = page(
  () => import('../../features/info/pages/InfoTokenPage.tsx'),
  (m) => withParam('address', m.InfoTokenPage),
);
const InfoPairsPage = page(
  () => import('../../features/info/pages/InfoPairsPage.tsx'),
  (m) => m.InfoPairsPage,
);
const InfoPairPage = page(
  () => import('../../features/info/pages/InfoPairPage.tsx'),
  (m) => withParam('address', m.InfoPairPage),
);
const InfoAccountPage = page(
  () => import('../../features/info/pages/InfoAccountPage.tsx'),
  (m) => withParam('address', m.InfoAccountPage),
);
const SwapPage = page(
  () => import('../../features/swap/SwapPage.tsx'),
  (m) => m.SwapPage,
);
const FindPage = page(
  () => import('../../features/liquidity/FindPage.tsx'),
  (m) => m.FindPage,
);
const LiquidityPage = page(
  () => import('../../features/liquidity/LiquidityPage.tsx'),
  (m) => m.LiquidityPage,
);
const AddLiquidityPage = page(
  () => import('../../features/liquidity/AddLiquidityPage.tsx'),
  (m) => withAddRedirects(m.AddLiquidityPage),
);
const RemoveLiquidityPage = page(
  () => import('../../features/liquidity/RemoveLiquidityPage.tsx'),
  (m) =>
    function RemoveLiquidityRoute() {
      const { currencyIdA = '', currencyIdB = '' } = useParams();
      return <m.RemoveLiquidityPage currencyIdA={currencyIdA} currencyIdB={currencyIdB} />;
    },
);
const CreateRedirect = redirectTo('/add/');
const PoolRedirect = redirectTo('/liquidity');
const PoolsRedirect = redirectTo('/pools');
const CollectiblesRedirect = redirectTo('/collectibles');

/**
 * The routes: the layout around every page (under the root error boundary: the layout itself
 * failed, menu included, gives a bare full-page error), and inside it the page's boundary (a
 * failed page shows PageError and the menu stays). The first route that matches the path wins
 * (case-insensitive, a trailing slash allowed); pages get their params through useParams().
 */
export function AppRoutes() {
  return (
    <RootBoundary>
      <Layout>
        <PageBoundary>
          <Switch>
            <Route path="/">
              <HomePage />
            </Route>
            <Route path="/farms/auction">
              <AuctionPage />
            </Route>
            <Route path="/approvals">
              <ApprovalsPage />
            </Route>
            <Route path="/farms">
              <FarmsPage />
            </Route>
            <Route path="/pools">
              <PoolsPage />
            </Route>
            <Route path="/pools/history">
              <PoolsHistoryPage />
            </Route>
            <Route path="/lottery">
              <LotteryPage />
            </Route>
            <Route path="/ifo">
              <IfoPage />
            </Route>
            <Route path="/ifo/history">
              <IfoHistoryPage />
            </Route>
            <Route path="/collectibles">
              <CollectiblesPage />
            </Route>
            <Route path="/teams">
              <TeamsPage />
            </Route>
            <Route path="/teams/:id">
              <TeamPage />
            </Route>
            <Route path="/profile">
              <ProfilePage />
            </Route>
            <Route path="/profile/tasks">
              <TaskCenterPage />
            </Route>
            <Route path="/competition">
              <CompetitionPage />
            </Route>
            <Route path="/prediction">
              <PredictionPage />
            </Route>
            <Route path="/prediction/leaderboard">
              <LeaderboardPage />
            </Route>
            <Route path="/voting">
              <VotingPage />
            </Route>
            {/* Before /voting/proposal/:id, which would take "create" as an id. */}
            <Route path="/voting/proposal/create">
              <CreateProposalPage />
            </Route>
            <Route path="/voting/proposal/:id">
              <ProposalPage />
            </Route>
            <Route path="/info">
              <InfoOverviewPage />
            </Route>
            <Route path="/info/tokens">
              <InfoTokensPage />
            </Route>
            <Route path="/info/tokens/:address">
              <InfoTokenPage />
            </Route>
            <Route path="/info/pairs">
              <InfoPairsPage />
            </Route>
            <Route path="/info/pairs/:address">
              <InfoPairPage />
            </Route>
            <Route path="/info/accounts/:address">
              <InfoAccountPage />
            </Route>
            <Route path="/swap">
              <SwapPage />
            </Route>
            <Route path="/swap/:outputCurrency">
              <SwapOutputRedirect />
            </Route>
            <Route path="/send">
              <SendRedirect />
            </Route>
            <Route path="/find">
              <FindPage />
            </Route>
            <Route path="/liquidity">
              <LiquidityPage />
            </Route>
            <Route path="/create">
              <CreateRedirect />
            </Route>
            {/* /add, /add/A, /add/A/B as one route (optional segments), so the screen stays
                mounted when choosing a currency rewrites the URL. */}
            <Route path="/add/:currencyIdA?/:currencyIdB?">
              <AddLiquidityPage />
            </Route>
            <Route path="/create/:currencyIdA/:currencyIdB?">
              <AddLiquidityPage />
            </Route>
            <Route path="/remove/:tokens">
              <RemoveTokensRedirect />
            </Route>
            <Route path="/remove/:currencyIdA/:currencyIdB">
              <RemoveLiquidityPage />
            </Route>
            <Route path="/pool">
              <PoolRedirect />
            </Route>
            <Route path="/staking">
              <PoolsRedirect />
            </Route>
            <Route path="/syrup">
              <PoolsRedirect />
            </Route>
            <Route path="/nft">
              <CollectiblesRedirect />
            </Route>
            {/* Any other path. Part of the shell, so not lazy. */}
            <Route>
              <NotFoundPage />
            </Route>
          </Switch>
        </PageBoundary>
      </Layout>
    </RootBoundary>
  );
}
