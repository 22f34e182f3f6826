/**
 * /prediction (issue 12; spec 001 §2, §4, §7): the first-visit risk dialog, then the round cards centred
 * on the live round (Expired, Live, Next, Later, Calculating, Canceled), Set Position, Collect Winnings
 * and Reclaim, the winnings popup, and the Markets Paused and error panels. Every read is in one batched
 * request per block (data.ts); every write goes through the app's write path (actions.ts).
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type WheelEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { nextRoundStartBlock, type BetPosition } from '@fuelswap/sdk';
import type { PredictionConfig } from '@fuelswap/config';
import { Button, Heading, Link, Page, PageLoader, Text, cx } from '../../ui/index.ts';
import { usePredictionConfig, usePredictionData } from './data.ts';
import { usePredictionActions } from './actions.ts';
import { RiskDialog, riskAccepted } from './components/RiskDialog.tsx';
import { RoundCard, cardKind } from './components/RoundCard.tsx';
import { SetPositionModal } from './components/SetPositionModal.tsx';
import { formatBnb } from './format.ts';
import { HistoryPane } from './components/HistoryPane.tsx';
import { ChartPane } from './components/ChartPane.tsx';
import styles from './prediction.module.css';
import { useConnection } from 'wagmi';

/** Seconds per block for the countdowns (BSC's 3 s; the devnet runs at the same pace unless told otherwise). */
const BLOCK_TIME_SECONDS = 3;

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
  const [historyOpen, setHistoryOpen] = useState(false);
  const [chartOpen, setChartOpen] = useState(false);
  // Phones: one pane at a time, picked from the tab bar at the bottom.
  const [phonePane, setPhonePane] = useState<'cards' | 'chart' | 'history'>('cards');
  const showPane = (p: 'cards' | 'chart' | 'history') => {
    setPhonePane(p);
    setChartOpen(p === 'chart');
    setHistoryOpen(p === 'history');
  };
  const track = useRef<HTMLDivElement>(null);
  const market = data.market;
  const currentEpoch = market?.currentEpoch;

  // Centre the live round whenever the epoch changes.
  useEffect(() => {
    if (currentEpoch === undefined) return;
    const el = track.current?.querySelector<HTMLElement>(`[data-epoch="${(currentEpoch - 1n).toString()}"]`);
    el?.scrollIntoView?.({ inline: 'center', block: 'nearest', behavior: 'smooth' });
  }, [currentEpoch]);

  const scrollBy = useCallback((dir: number) => {
    const el = track.current;
    if (!el) return;
    const card = el.querySelector<HTMLElement>('[data-epoch]');
    el.scrollBy({ left: dir * ((card?.offsetWidth ?? 300) + 16), behavior: 'smooth' });
  }, []);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') scrollBy(-1);
    else if (e.key === 'ArrowRight') scrollBy(1);
    else return;
    e.preventDefault();
  };
  const onWheel = (e: WheelEvent) => {
    if (Math.abs(e.deltaY) > Math.abs(e.deltaX) && track.current) track.current.scrollLeft += e.deltaY;
  };

  if (data.isError && !market) {
    return (
      <Page>
        <Heading level={1}>{t('Prediction')}</Heading>
        <div className={styles.panel} role="alert">
          <Heading level={2}>{t('Oops, something went wrong')}</Heading>
          <Text color="subtle">{t('Unable to load data. Please try again.')}</Text>
          <Button onClick={() => void data.refetch()}>{t('Retry')}</Button>
          {/* The history comes from the indexer, not the failed chain reads: still worth showing. */}
          <Button variant="tertiary" aria-expanded={historyOpen} onClick={() => setHistoryOpen((o) => !o)}>
            {historyOpen ? t('Close History') : t('Show History')}
          </Button>
        </div>
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
  const visible = (e: bigint) => !actions.collected.has(e);
  const claimableNow = [...data.claimable].filter(visible);
  const refundableNow = [...data.refundable].filter(visible);
  const wins = claimableNow.filter((e) => !data.refundable.has(e));

  const epochs: bigint[] = [];
  for (let e = market.currentEpoch - 4n; e <= market.currentEpoch + 1n; e++) if (e >= 1n) epochs.push(e);
  const current = data.rounds.get(market.currentEpoch);

  return (
    <Page className={styles.page}>
      <header className={styles.header}>
        <Heading level={1}>{t('Prediction')}</Heading>
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

      {market.paused && (
        <div className={styles.panel} role="alert" data-testid="markets-paused">
          <Heading level={2}>{t('Markets Paused')}</Heading>
          <Text color="subtle">{t('Prediction Markets have been paused due to an error.')}</Text>
          <Text color="subtle">{t('All open positions have been cancelled.')}</Text>
          <Button variant="tertiary" onClick={() => setHistoryOpen(true)}>
            {t('Show History')}
          </Button>
        </div>
      )}

      <div className={cx(styles.carouselWrap, phonePane !== 'cards' && styles.phoneHidden)}>
        <button type="button" className={styles.arrow} aria-label={t('Previous round')} onClick={() => scrollBy(-1)}>
          ‹
        </button>
        <div
          ref={track}
          className={styles.track}
          tabIndex={0}
          role="group"
          aria-roledescription={t('carousel')}
          aria-label={t('Rounds')}
          onKeyDown={onKey}
          onWheel={onWheel}
        >
          {epochs.map((e) => {
            const round = data.rounds.get(e);
            const kind = cardKind(e, round, market.currentEpoch, block, market.bufferBlocks);
            const laterStart = current ? nextRoundStartBlock(current.startBlock, market.intervalBlocks) : undefined;
            return (
              <RoundCard
                key={e.toString()}
                kind={kind}
                epoch={e}
                round={round}
                block={block}
                bufferBlocks={market.bufferBlocks}
                rewardRate={market.rewardRate}
                blockTime={BLOCK_TIME_SECONDS}
                oraclePrice={data.oraclePrice}
                {...(laterStart !== undefined ? { laterStartBlock: laterStart } : {})}
                bet={data.bets.get(e)}
                claimable={data.claimable.has(e) && !data.refundable.has(e) && visible(e)}
                refundable={data.refundable.has(e) && visible(e)}
                collecting={actions.collecting.has(e)}
                connected={!!address}
                paused={market.paused}
                onEnter={(position) => setEntering({ epoch: e, position })}
                onCollect={() => void actions.claim([e], 'collect')}
                onReclaim={() => void actions.claim([e], 'reclaim')}
              />
            );
          })}
        </div>
        <button type="button" className={styles.arrow} aria-label={t('Next round')} onClick={() => scrollBy(1)}>
          ›
        </button>
      </div>

      {address && (wins.length > 0 || refundableNow.length > 0) && (
        <div className={styles.winnings} role="status" data-testid="winnings-popup">
          <Text bold>{wins.length > 0 ? t('You have unclaimed winnings') : t('You have positions to reclaim')}</Text>
          <Button
            loading={[...claimableNow, ...refundableNow].some((e) => actions.collecting.has(e))}
            onClick={() => void actions.claim([...new Set([...claimableNow, ...refundableNow])], wins.length > 0 ? 'collect' : 'reclaim')}
          >
            {wins.length > 0 ? t('Collect Winnings') : t('Reclaim Position')}
          </Button>
        </div>
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

      <nav className={styles.phoneTabs} aria-label={t('Prediction views')}>
        <Button
          size="sm"
          variant={phonePane === 'cards' ? 'primary' : 'text'}
          aria-pressed={phonePane === 'cards'}
          onClick={() => showPane('cards')}
        >
          {t('Cards')}
        </Button>
        <Button
          size="sm"
          variant={phonePane === 'chart' ? 'primary' : 'text'}
          aria-pressed={phonePane === 'chart'}
          onClick={() => showPane('chart')}
        >
          {t('Chart')}
        </Button>
        <Button
          size="sm"
          variant={phonePane === 'history' ? 'primary' : 'text'}
          aria-pressed={phonePane === 'history'}
          onClick={() => showPane('history')}
        >
          {t('History')}
        </Button>
      </nav>

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
