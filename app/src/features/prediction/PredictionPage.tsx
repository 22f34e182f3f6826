/**
 * /prediction: the first-visit risk dialog, then the round cards centred
 * on the live round (Expired, Live, Next, Later, Calculating, Canceled), Set Position, Collect Winnings
 * and Reclaim, the winnings popup, and the Markets Paused and error panels. Every read is in one batched
 * request per block (data.ts); every write goes through the app's write path (actions.ts).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetPosition } from '@fuelswap/sdk';
import type { PredictionConfig } from '@fuelswap/config';
import { Button, Heading, Link, Page, PageLoader, Text } from '../../ui/index.ts';
import { usePredictionConfig, usePredictionData } from './data.ts';
import { usePredictionActions } from './actions.ts';
import { RiskDialog, riskAccepted } from './components/RiskDialog.tsx';
import { SetPositionModal } from './components/SetPositionModal.tsx';
import { formatBnb } from './format.ts';
import { HistoryPane } from './components/HistoryPane.tsx';
import { ChartPane } from './components/ChartPane.tsx';
import { ErrorPanel } from './components/ErrorPanel.tsx';
import { MarketsPausedPanel } from './components/MarketsPausedPanel.tsx';
import { PhoneTabs } from './components/PhoneTabs.tsx';
import { RoundCarousel } from './components/RoundCarousel.tsx';
import { WinningsPopup } from './components/WinningsPopup.tsx';
import { usePanes } from './hooks/usePanes.ts';
import { useRoundCarousel } from './hooks/useRoundCarousel.ts';
import { BLOCK_TIME_SECONDS, claimTotal, liveRoundCountdown, pendingClaims } from './logic.ts';
import { HeaderTicker } from './components/HeaderTicker.tsx';
import styles from './prediction.module.css';
import { useConnection } from 'wagmi';

export function PredictionPage() {
  const { t } = useTranslation();
  const config = usePredictionConfig();
  const [accepted, setAccepted] = useState(riskAccepted);
  if (!config?.market) {
    return (
      <Page>
        <Heading level={1}>{t('Prediction')}</Heading>
        <Text color="subtle">{t('Prediction is not available on this network yet.')}</Text>
      </Page>
    );
  }
  return (
    <>
      {!accepted && <RiskDialog onAccept={() => setAccepted(true)} />}
      <Prediction config={config} />
    </>
  );
}

function Prediction({ config }: { config: PredictionConfig }) {
  const { t } = useTranslation();
  const { address } = useConnection();
  const data = usePredictionData(config, address);
  const actions = usePredictionActions(config.market, data.refetch);
  const [entering, setEntering] = useState<{ epoch: bigint; position: BetPosition } | undefined>();
  const { historyOpen, setHistoryOpen, chartOpen, setChartOpen, phonePane, showPane } = usePanes();
  const market = data.market;
  const carousel = useRoundCarousel(market?.currentEpoch);

  if (data.isError && !market) {
    return (
      <Page>
        <Heading level={1}>{t('Prediction')}</Heading>
        <ErrorPanel historyOpen={historyOpen} onRetry={() => void data.refetch()} onToggleHistory={() => setHistoryOpen((o) => !o)} />
        {historyOpen && (
          <HistoryPane
            account={address}
            currentEpoch={-1n}
            collected={actions.collected}
            onCollect={(e, refund) => void actions.claim([e], refund ? 'reclaim' : 'collect')}
          />
        )}
      </Page>
    );
  }
  if (!market || data.block === undefined) return <PageLoader />;

  const block = data.block;
  const claims = pendingClaims(data.claimable, data.refundable, actions.collected);

  return (
    <Page className={styles.page}>
      <header className={styles.header}>
        <Heading level={1}>{t('Prediction')}</Heading>
        <HeaderTicker
          price={data.oraclePrice}
          countdown={liveRoundCountdown(data.rounds, market.currentEpoch, block, market.bufferBlocks)}
          blockTime={BLOCK_TIME_SECONDS}
        />
        <Text color="subtle" numeric>
          {t('Block {{block}} · round length {{blocks}} blocks', { block: block.toString(), blocks: market.intervalBlocks.toString() })}
        </Text>
        <Link href="/prediction/leaderboard">{t('Leaderboard')}</Link>
        <Button variant="tertiary" size="sm" aria-expanded={chartOpen} onClick={() => setChartOpen((o) => !o)}>
          {chartOpen ? t('Close Chart') : t('Chart')}
        </Button>
        <Button variant="tertiary" size="sm" aria-expanded={historyOpen} onClick={() => setHistoryOpen((o) => !o)}>
          {historyOpen ? t('Close History') : t('History')}
        </Button>
      </header>

      {market.paused && <MarketsPausedPanel onShowHistory={() => setHistoryOpen(true)} />}

      <RoundCarousel
        carousel={carousel}
        hidden={phonePane !== 'cards'}
        market={market}
        block={block}
        data={data}
        claims={claims}
        collecting={actions.collecting}
        connected={!!address}
        onEnter={(epoch, position) => setEntering({ epoch, position })}
        onCollect={(e) => void actions.claim([e], 'collect')}
        onReclaim={(e) => void actions.claim([e], 'reclaim')}
      />

      {address && (claims.wins.length > 0 || claims.refundableNow.length > 0) && (
        <WinningsPopup
          claims={claims}
          collecting={actions.collecting}
          amountOf={(epochs) => claimTotal(epochs, data.bets, data.rounds, data.refundable)}
          account={address}
          market={config.market}
          onClaim={actions.claim}
        />
      )}

      {address && (
        <Text size="sm" color="subtle" numeric className={styles.balance}>
          {t('Balance: {{balance}}', { balance: `${formatBnb(data.balance)} BNB` })}
        </Text>
      )}

      {chartOpen && <ChartPane />}

      {historyOpen && (
        <HistoryPane
          account={address}
          currentEpoch={market.currentEpoch}
          collected={actions.collected}
          onCollect={(e, refund) => void actions.claim([e], refund ? 'reclaim' : 'collect')}
        />
      )}

      <PhoneTabs pane={phonePane} onShow={showPane} />

      {entering && (
        <SetPositionModal
          epoch={entering.epoch}
          position={entering.position}
          balance={data.balance}
          minBetAmount={market.minBetAmount}
          onDismiss={() => setEntering(undefined)}
          onConfirm={(amount) => actions.bet(entering.epoch, entering.position, amount)}
          account={address}
          market={config.market}
        />
      )}
    </Page>
  );
}
