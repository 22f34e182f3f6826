/**
 * The round cards in a scrolling track between the Previous and Next round arrows: one
 * RoundCard per shown epoch, its kind from cardKind(), Later's entry start from the open round.
 */
import { useTranslation } from 'react-i18next';
import { nextRoundStartBlock, type BetPosition } from '@fuelswap/sdk';
import { cx } from '../../../ui/index.ts';
import type { PredictionData, PredictionMarket } from '../data.ts';
import type { useRoundCarousel } from '../hooks/useRoundCarousel.ts';
import { BLOCK_TIME_SECONDS, cardEpochs, type PendingClaims } from '../logic.ts';
import { RoundCard, cardKind } from './RoundCard.tsx';
import styles from '../prediction.module.css';

export interface RoundCarouselProps {
  carousel: ReturnType<typeof useRoundCarousel>;
  /** Phones: another pane is shown instead of the cards. */
  hidden: boolean;
  market: PredictionMarket;
  block: bigint;
  data: PredictionData;
  claims: PendingClaims;
  collecting: ReadonlySet<bigint>;
  connected: boolean;
  onEnter: (epoch: bigint, position: BetPosition) => void;
  onCollect: (epoch: bigint) => void;
  onReclaim: (epoch: bigint) => void;
}

export function RoundCarousel({
  carousel: { track, scrollBy, onKey, onWheel },
  hidden,
  market,
  block,
  data,
  claims,
  collecting,
  connected,
  onEnter,
  onCollect,
  onReclaim,
}: RoundCarouselProps) {
  const { t } = useTranslation();
  const current = data.rounds.get(market.currentEpoch);
  return (
    <div className={cx(styles.carouselWrap, hidden && styles.phoneHidden)}>
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
        {cardEpochs(market.currentEpoch).map((e) => {
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
              claimable={claims.canCollect(e)}
              refundable={claims.canReclaim(e)}
              collecting={collecting.has(e)}
              connected={connected}
              paused={market.paused}
              onEnter={(position) => onEnter(e, position)}
              onCollect={() => onCollect(e)}
              onReclaim={() => onReclaim(e)}
            />
          );
        })}
      </div>
      <button type="button" className={styles.arrow} aria-label={t('Next round')} onClick={() => scrollBy(1)}>
        ›
      </button>
    </div>
  );
}
