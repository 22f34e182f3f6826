/**
 * Buy Tickets: the quantity (capped at the per-transaction maximum), cost, bulk discount, what you
 * pay, the FUEL balance, Enable then Buy Instantly (random numbers, none repeating your tickets this round) or
 * View/Edit Numbers (EditNumbers.tsx: six digit boxes per ticket with auto-advance, Backspace, arrows and paste;
 * Duplicate flags; Randomize; Confirm and buy).
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig, useConnection } from 'wagmi';
import type { Address } from 'viem';
import { bulkDiscountPercent, bulkPrice, checkQuantity, decodeTicket, randomTickets } from '@fuelswap/sdk';
import { Button, HelpTooltip, Modal, Text } from '../../../ui/index.ts';
import { useApproval } from '../../../chain/approve.ts';
import type { LotteryData, LotteryRound } from '../hooks/useLotteryData.ts';
import { useUserTickets } from '../hooks/queries.ts';
import { formatFuel, ticketNumbers, type Digits } from '../logic.ts';
import { buyTicketsCall, type BuyTicketsCall, type useLotteryActions } from '../hooks/useLotteryActions.ts';
import styles from '../lottery.module.css';
import { TicketCountInput } from './TicketCountInput.tsx';
import { useChainHealth } from '../../../chain/blocks.ts';
import { LivePreview } from '../../transactions/index.ts';
import { EditNumbers } from './EditNumbers.tsx';

export function BuyTicketsModal({
  data,
  round,
  actions,
  onDismiss,
}: {
  data: LotteryData;
  round: LotteryRound;
  actions: ReturnType<typeof useLotteryActions>;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const { stale } = useChainHealth();
  const wagmi = useConfig();
  const { address } = useConnection();
  const [raw, setRaw] = useState('');
  const [view, setView] = useState<'buy' | 'edit'>('buy');
  const [tickets, setTickets] = useState<Digits[]>([]);
  const [busy, setBusy] = useState(false);
  const owned = useUserTickets(wagmi, data.config.lottery, address, round.lotteryId);
  const held = useMemo(() => owned.data?.map((x) => x.number) ?? [], [owned.data]);
  const max = Number(data.maxNumberTicketsPerBuyOrClaim);

  const q = checkQuantity(raw, max);
  const n = q.ok ? q.n : 0;
  const fullCost = round.priceTicketInCake * BigInt(n);
  const pay = bulkPrice(round.priceTicketInCake, n, round.discountDivisor);
  const discount = bulkDiscountPercent(n, round.discountDivisor);
  const insufficient = data.balance !== undefined && n > 0 && pay > data.balance;
  const approval = useApproval({ address: data.config.token, symbol: 'FUEL', decimals: 9 }, data.config.lottery, n > 0 ? pay : undefined);
  const error =
    !q.ok && q.reason === 'tooMany'
      ? t('The maximum number of tickets you can buy in one transaction is {{max}}', { max })
      : !q.ok && q.reason === 'invalid'
        ? t('Enter a whole number of tickets')
        : insufficient
          ? t('Insufficient FUEL balance')
          : undefined;
  // The numbers Buy Instantly sends, drawn when the count changes so the preview simulates exactly them.
  const instant = useMemo(() => (n > 0 ? randomTickets(n, held) : []), [n, held]);
  const [blocked, setBlocked] = useState(false);
  const canBuy = q.ok && !insufficient && approval.status === 'APPROVED' && !busy && !stale;
  // The call Buy Instantly previews is the one it sends: one object, built once per draw.
  const instantCall = useMemo(
    () => buyTicketsCall(data.config.lottery, round.lotteryId, instant),
    [data.config.lottery, round.lotteryId, instant],
  );
  // The same for View/Edit Numbers: the call of the edited tickets, built once per edit, previewed and sent.
  const editCall = useMemo(() => {
    const numbers = ticketNumbers(tickets);
    return numbers ? buyTicketsCall(data.config.lottery, round.lotteryId, numbers) : undefined;
  }, [data.config.lottery, round.lotteryId, tickets]);
  const previewOf = (account: Address, c: BuyTicketsCall) => ({ call: { account, ...c }, options: { tokens: [data.config.token] } });

  const randomize = (count: number): Digits[] => randomTickets(count, held).map((num) => [...decodeTicket(num)]);

  const buyInstantly = async () => {
    setBusy(true);
    const ok = await actions.buy(instantCall);
    setBusy(false);
    if (ok) onDismiss();
  };

  const openEdit = () => {
    setTickets(randomize(n));
    setView('edit');
  };

  const title = view === 'buy' ? t('Buy Tickets') : t('Edit numbers');
  return (
    <Modal
      open
      title={title}
      onDismiss={onDismiss}
      dismissOnBackdrop={!busy}
      {...(view === 'edit' ? { onBack: () => setView('buy') } : {})}
    >
      {view === 'buy' ? (
        <div className={styles.buy}>
          <div className={styles.field}>
            <label htmlFor="lottery-qty">{t('Number of tickets')}</label>
            <TicketCountInput
              id="lottery-qty"
              className={styles.qty}
              value={raw}
              onChange={setRaw}
              invalid={!!error}
              describedBy="lottery-qty-error"
            />
          </div>
          <div className={styles.quick}>
            {[1, 10, 25, max].map((v) => (
              <Button key={v} size="sm" variant="tertiary" onClick={() => setRaw(String(v))}>
                {v === max ? t('Max') : v}
              </Button>
            ))}
          </div>
          <Text size="sm" color="subtle">
            {t('FUEL Balance: {{amount}}', { amount: data.balance === undefined ? '—' : formatFuel(data.balance) })}
          </Text>
          <p id="lottery-qty-error" role={error ? 'alert' : undefined} className={styles.error}>
            {error ?? ''}
          </p>
          <dl className={styles.costs}>
            <dt>{t('Cost (FUEL)')}</dt>
            <dd>{t('{{amount}} FUEL', { amount: formatFuel(fullCost, 4) })}</dd>
            <dt>
              {t('{{percent}}% Bulk discount', { percent: discount })}{' '}
              <HelpTooltip
                text={t(
                  'Buying multiple tickets in a single transaction gives a discount. The discount increases in a linear way, up to the maximum of {{max}} tickets: 2 tickets: 0.05%, 50 tickets: 2.45%, 100 tickets: 4.95%',
                  { max },
                )}
              />
            </dt>
            <dd>{t('~{{amount}} FUEL', { amount: formatFuel(fullCost - pay, 4) })}</dd>
            <dt>{t('You pay')}</dt>
            <dd data-testid="lottery-you-pay">{t('~{{amount}} FUEL', { amount: formatFuel(pay, 4) })}</dd>
          </dl>
          {approval.status !== 'APPROVED' && q.ok ? (
            <Button
              fullWidth
              loading={approval.status === 'PENDING'}
              disabled={approval.status === 'UNKNOWN' || insufficient}
              onClick={() => void approval.approve().catch(() => undefined)}
            >
              {t('Enable')}
            </Button>
          ) : (
            <Button fullWidth disabled={!canBuy || blocked} loading={busy} onClick={() => void buyInstantly()}>
              {t('Buy Instantly')}
            </Button>
          )}
          {canBuy && address && instant.length > 0 && (
            <LivePreview
              account={address}
              queryKey={['lottery-buy', address, round.lotteryId.toString(), instant.join(',')]}
              build={async () => previewOf(address, instantCall)}
              onBlocked={setBlocked}
            />
          )}
          <Button fullWidth variant="secondary" disabled={!canBuy} onClick={openEdit}>
            {t('View/Edit Numbers')}
          </Button>
          <Text size="sm" color="subtle">
            {t(
              '"Buy Instantly" chooses random numbers, with no duplicates among your tickets. Prices are set before each round starts, equal to $5 at that time. Purchases are final.',
            )}
          </Text>
        </div>
      ) : (
        <EditNumbers
          tickets={tickets}
          setTickets={setTickets}
          pay={pay}
          busy={busy}
          onRandomize={() => setTickets(randomize(n))}
          preview={
            address && editCall ? (
              <LivePreview
                account={address}
                queryKey={['lottery-buy', address, round.lotteryId.toString(), editCall.args[1].join(',')]}
                build={async () => previewOf(address, editCall)}
                onBlocked={setBlocked}
              />
            ) : null
          }
          blocked={blocked}
          onConfirm={async () => {
            if (!editCall) return;
            setBusy(true);
            const ok = await actions.buy(editCall);
            setBusy(false);
            if (ok) onDismiss();
          }}
        />
      )}
    </Modal>
  );
}
