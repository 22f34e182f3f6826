/**
 * Refunds: the account's rounds whose winning number never came (marked refundable once the lottery's refund
 * timeout passed), each with what the account paid and a Refund button that takes exactly that back. Hidden when
 * there is nothing to take back.
 */
import { useTranslation } from 'react-i18next';
import { useConnection } from 'wagmi';
import type { Address } from 'viem';
import { Button, Heading, Text } from '../../../ui/index.ts';
import { useChainHealth } from '../../../chain/blocks.ts';
import { useRefunds } from '../hooks/useRefunds.ts';
import { formatFuel } from '../logic.ts';
import styles from '../lottery.module.css';

export function Refunds({ lottery }: { lottery: Address }) {
  const { t } = useTranslation();
  const { address } = useConnection();
  const { stale } = useChainHealth();
  const { refunds, refund, busy } = useRefunds(lottery, address);
  const owed = (refunds ?? []).filter((r) => r.paid > 0n && !r.refunded);
  if (owed.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="lottery-refunds" data-testid="lottery-refunds">
      <Heading level={2} id="lottery-refunds">
        {t('Refunds')}
      </Heading>
      <ul className={styles.tickets}>
        {owed.map((r) => (
          <li key={r.lotteryId.toString()} className={styles.ticketRow} data-round={r.lotteryId.toString()}>
            <Text>
              {t('Round #{{id}} drew no winning number: you can take back the {{amount}} FUEL you paid.', {
                id: r.lotteryId.toString(),
                amount: formatFuel(r.paid, 9),
              })}
            </Text>
            <Button size="sm" disabled={busy || stale} onClick={() => void refund(r.lotteryId)}>
              {t('Refund')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
