/** The prize brackets of a round (Match first 1 ... Match all 6, and Burn): FUEL and dollars each; for a drawn round also the prize per ticket and the winning tickets. */
import { useTranslation } from 'react-i18next';
import { bracketPot, treasuryShare } from '@fuelswap/sdk';
import { Text } from '../../../ui/index.ts';
import type { LotteryData, LotteryRound } from '../hooks/useLotteryData.ts';
import { formatFuel, formatUsd, fuelToUsd } from '../logic.ts';
import styles from '../lottery.module.css';

const BRACKET_LABELS = ['Match first 1', 'Match first 2', 'Match first 3', 'Match first 4', 'Match first 5', 'Match all 6'] as const;

export function Brackets({ data, round, showWinners }: { data: LotteryData; round: LotteryRound; showWinners?: boolean }) {
  const { t } = useTranslation();
  const pot = round.amountCollectedInCake;
  return (
    <div className={styles.brackets}>
      <Text size="sm" color="subtle">
        {t('Match the winning number in the same order to share prizes. Current prizes up for grabs:')}
      </Text>
      <ul>
        {BRACKET_LABELS.map((label, j) => {
          const amount = bracketPot(pot, round.rewardsBreakdown[j] ?? 0n, round.treasuryFee);
          const winners = round.countWinnersPerBracket[j] ?? 0n;
          return (
            <li key={label}>
              <span>{t(label)}</span>
              <strong>{t('{{amount}} FUEL', { amount: formatFuel(amount) })}</strong>
              <span>{formatUsd(fuelToUsd(amount, data.fuelUsdWad)) ?? ''}</span>
              {showWinners && (
                <span>
                  {t('{{amount}} FUEL each', { amount: formatFuel(round.cakePerBracket[j] ?? 0n) })} ·{' '}
                  {t('{{count}} Winning Tickets', { count: Number(winners) })}
                </span>
              )}
            </li>
          );
        })}
        <li>
          <span>{t('Burn')}</span>
          <strong>{t('{{amount}} FUEL', { amount: formatFuel(treasuryShare(pot, round.treasuryFee)) })}</strong>
          <span>{formatUsd(fuelToUsd(treasuryShare(pot, round.treasuryFee), data.fuelUsdWad)) ?? ''}</span>
        </li>
      </ul>
    </div>
  );
}
