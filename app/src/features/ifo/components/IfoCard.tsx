/**
 * One sale's foldable card: ribbon (Coming Soon, LIVE!, FINISHED!),
 * the time bar with blocks and time to the start or the end, the Basic and
 * Unlimited Sale cards, and the details: FUEL to burn, the achievement with
 * its points (collected in the task center), the project's link.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOCK_TIME_SECONDS, blocksRemaining, durationLabel, formatCount, formatStaked, ifoStatus, timeProgressBps } from '@fuelswap/sdk';
import { useLocalizeNumber } from '../../../i18n/numbers.ts';
import { Card, Link, Tag, Text } from '../../../ui/index.ts';
import type { IfoData, IfoView } from '../hooks/useIfoData.ts';
import { SaleCard, SaleCardSkeleton } from './SaleCard.tsx';
import styles from '../ifo.module.css';

export function IfoCard({ ifo, data, getLpUrl, defaultOpen }: { ifo: IfoView; data: IfoData; getLpUrl: string; defaultOpen: boolean }) {
  const { t } = useTranslation();
  const n = useLocalizeNumber();
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  const start = BigInt(ifo.deployed.startBlock);
  const end = BigInt(ifo.deployed.endBlock);
  const block = data.block;
  const status = block === undefined ? undefined : ifoStatus(block, start, end);
  const left = status && block !== undefined ? blocksRemaining(status, block, start, end) : undefined;
  const ribbon =
    status === 'live' ? t('LIVE!') : status === 'finished' ? t('FINISHED!') : status === 'coming_soon' ? t('Coming Soon') : undefined;
  const progress = block === undefined ? 0 : Number(timeProgressBps(block, start, end)) / 100;
  const pools = [ifo.basic, ifo.unlimited].filter((p) => p !== undefined);

  return (
    <Card className={styles.card} data-ifo={ifo.entry.id}>
      <div className={styles.cardHead}>
        <div>
          <h2 className={styles.cardTitle}>{ifo.entry.name}</h2>
          <Text size="sm" color="subtle">
            {ifo.entry.description}
          </Text>
        </div>
        {ribbon && (
          <Tag tone={status === 'live' ? 'success' : status === 'finished' ? 'neutral' : 'secondary'} className={styles.ribbon}>
            {ribbon}
          </Tag>
        )}
        <button type="button" className={styles.fold} aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((o) => !o)}>
          {open ? t('Hide') : t('Details')}
          <span className="fs-visually-hidden"> {ifo.entry.name}</span>
        </button>
      </div>
      <div
        className={styles.timeBar}
        role="progressbar"
        aria-label={t('Sale progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress)}
      >
        <div style={{ width: `${progress}%` }} />
      </div>
      <Text size="sm" color="subtle" aria-live="polite">
        {status === 'coming_soon' &&
          left !== undefined &&
          t('Starts in {{blocks}} blocks (~{{time}})', {
            count: Number(left),
            blocks: formatCount(left),
            time: durationLabel(left * BigInt(BLOCK_TIME_SECONDS)),
          })}
        {status === 'live' &&
          left !== undefined &&
          t('Finishes in {{blocks}} blocks (~{{time}})', {
            count: Number(left),
            blocks: formatCount(left),
            time: durationLabel(left * BigInt(BLOCK_TIME_SECONDS)),
          })}
        {status === 'finished' && t('Finished at block {{block}}', { block: formatCount(end) })}
        {/* Before the first block is known: the line keeps its height, so the cards below do not move when it fills. */}
        {status === undefined && '\u00a0'}
      </Text>
      {open && (
        <div id={bodyId} className={styles.cardBody}>
          {status === undefined || (pools.length === 0 && data.loading) ? (
            // The sale cards' own layout while the block and the sale are read: nothing below moves when they come.
            <div className={styles.sales} aria-busy="true">
              <span className="fs-visually-hidden">{t('Loading…')}</span>
              {(ifo.deployed.version === 1 ? ([1] as const) : ([0, 1] as const)).map((pid) => (
                <SaleCardSkeleton key={pid} pid={pid} token={ifo.entry.tokenSymbol} />
              ))}
            </div>
          ) : pools.length === 0 ? (
            <Text color="danger" role="alert">
              {t('This sale could not be read from the chain. It will retry on the next block.')}
            </Text>
          ) : (
            <div className={styles.sales}>
              {pools.map((p) => (
                <SaleCard key={p.pid} ifo={ifo} pool={p} status={status} data={data} getLpUrl={getLpUrl} />
              ))}
            </div>
          )}
          <dl className={styles.details}>
            <div>
              <dt>{t('FUEL to burn:')}</dt>
              <dd>{n(formatStaked(BigInt(ifo.deployed.fuelToBurn), 9))}</dd>
            </div>
            {ifo.entry.numberPoints > 0 && (
              <div>
                <dt>{t('Achievement:')}</dt>
                <dd>
                  {t('+{{points}} Points', { count: ifo.entry.numberPoints, points: ifo.entry.numberPoints })} ·{' '}
                  <Link to="/profile/tasks">{t('Claim in the Task Center')}</Link>
                </dd>
              </div>
            )}
            <div>
              <dt>{t('Project:')}</dt>
              <dd>
                <Link href={ifo.entry.articleUrl}>{t('Learn more about {{name}}', { name: ifo.entry.name })}</Link>
              </dd>
            </div>
          </dl>
        </div>
      )}
    </Card>
  );
}
