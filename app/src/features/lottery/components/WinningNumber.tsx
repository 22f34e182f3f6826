/** A drawn round's winning number as six balls. */
import { useTranslation } from 'react-i18next';
import { decodeTicket } from '@fuelswap/sdk';
import styles from '../lottery.module.css';

export function WinningNumber({ number }: { number: number }) {
  const { t } = useTranslation();
  const digits = decodeTicket(number);
  return (
    <div
      className={styles.balls}
      role="img"
      aria-label={t('Winning number {{n}}', { n: digits.join('') })}
      data-testid="lottery-winning-number"
    >
      {digits.map((d, i) => (
        <span key={i} className={styles.ball} data-digit={i}>
          {d}
        </span>
      ))}
    </div>
  );
}
