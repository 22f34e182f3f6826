/** Next Draw: the round, its draw time, the prize pot, your tickets this round (View your tickets, or Buy Tickets) and Details with the brackets. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Text } from '../../../ui/index.ts';
import type { LotteryData, LotteryRound } from '../hooks/useLotteryData.ts';
import { formatFuel, formatUsd, fuelToUsd } from '../logic.ts';
import { Brackets } from './Brackets.tsx';
import styles from '../lottery.module.css';
import { useFormatDateTime } from '../../../i18n/numbers.ts';

export function NextDraw({
  data,
  round,
  onView,
  onBuy,
}: {
  data: LotteryData;
  round: LotteryRound;
  onView: () => void;
  onBuy?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const [expanded, setExpanded] = useState(false);
  const pot = round.amountCollectedInCake;
  return (
    <div className={styles.card} data-testid="lottery-next-draw">
      <Text>
        {t('Round #{{id}}', { id: round.lotteryId.toString() })} · {t('Draw: {{date}}', { date: formatDateTime(round.endTime) })}
      </Text>
      <Text>
        {t('Prize Pot')}: <strong>{formatUsd(fuelToUsd(pot, data.fuelUsdWad)) ?? t('Calculating...')}</strong> (
        {t('{{amount}} FUEL', { amount: formatFuel(pot) })})
      </Text>
      {data.userTicketCount !== undefined && (
        <Text data-testid="lottery-your-tickets">
          {data.userTicketCount > 0n
            ? t('You have {{count}} tickets this round', { count: Number(data.userTicketCount) })
            : t('You have no tickets this round')}{' '}
          {data.userTicketCount > 0n && (
            <Button variant="text" size="sm" onClick={onView}>
              {t('View your tickets')}
            </Button>
          )}
          {onBuy && data.userTicketCount === 0n && (
            <Button variant="text" size="sm" onClick={onBuy}>
              {t('Buy Tickets')}
            </Button>
          )}
        </Text>
      )}
      <Button variant="text" size="sm" aria-expanded={expanded} onClick={() => setExpanded((x) => !x)}>
        {expanded ? t('Hide') : t('Details')}
      </Button>
      {expanded && <Brackets data={data} round={round} />}
    </div>
  );
}
