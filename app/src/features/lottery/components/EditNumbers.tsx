/**
 * View/Edit Numbers of Buy Tickets: six digit boxes per ticket with auto-advance, Backspace, arrows
 * and paste; Duplicate flags; Randomize; Confirm and buy.
 */
import { useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { duplicateIndexes, editorKey, editorPaste } from '@fuelswap/sdk';
import { Button, Text } from '../../../ui/index.ts';
import { formatFuel, ticketNumbers, type Digits } from '../logic.ts';
import styles from '../lottery.module.css';

export function EditNumbers({
  tickets,
  setTickets,
  pay,
  busy,
  onRandomize,
  onConfirm,
  preview,
  blocked,
}: {
  tickets: Digits[];
  setTickets: (t: Digits[]) => void;
  pay: bigint;
  busy: boolean;
  onRandomize: () => void;
  onConfirm: () => Promise<void>;
  /** The simulated purchase of the tickets' numbers, shown once they are complete and distinct. */
  preview: ReactNode;
  /** The simulation says the purchase would revert. */
  blocked: boolean;
}) {
  const { t } = useTranslation();
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const numbers = useMemo(() => ticketNumbers(tickets), [tickets]);
  const complete = numbers !== undefined;
  const dups = useMemo(() => (numbers ? duplicateIndexes(numbers) : new Set<number>()), [numbers]);

  const [pasteRefused, setPasteRefused] = useState(false);
  const focus = (i: number) => refs.current[i]?.focus();
  const set = (ticket: number, pos: number, value: number | undefined) => {
    const next = tickets.map((d) => [...d]);
    const digits = next[ticket];
    if (!digits) throw new Error(`There is no ticket ${ticket} to edit.`);
    digits[pos] = value;
    setTickets(next);
  };
  // The rules live in the SDK (editorKey / editorPaste, unit-tested); here they meet the DOM.
  const onKey = (box: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const change = editorKey(tickets, box, e.key);
    if (!change) return;
    e.preventDefault();
    setPasteRefused(false);
    setTickets(change.tickets);
    focus(change.focus);
  };
  const onPaste = (box: number) => (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const change = editorPaste(tickets, box, e.clipboardData.getData('text'));
    setPasteRefused(!change);
    if (!change) return;
    setTickets(change.tickets);
    focus(change.focus);
  };

  return (
    <div className={styles.edit}>
      <div className={styles.costs}>
        <Text>{t('Total cost')}</Text>
        <Text bold>{t('~{{amount}} FUEL', { amount: formatFuel(pay, 4) })}</Text>
      </div>
      <Text size="sm" color="subtle">
        {t('Numbers are randomized, with no duplicates among your tickets. Tap a number to edit it. Available digits: 0-9')}
      </Text>
      <Button variant="secondary" size="sm" onClick={onRandomize} disabled={busy}>
        {t('Randomize')}
      </Button>
      <p role={pasteRefused ? 'alert' : undefined} className={styles.error}>
        {pasteRefused ? t('Only digits 0-9 can be pasted: six for a whole ticket, or as many as fit from the box') : ''}
      </p>
      <ol className={styles.tickets}>
        {tickets.map((d, i) => (
          <li key={i} className={styles.ticketRow}>
            <span className={styles.ticketLabel}>
              #{String(i + 1).padStart(3, '0')}
              {dups.has(i) && <span className={styles.dup}>{t('Duplicate')}</span>}
            </span>
            <span className={styles.digits} role="group" aria-label={t('Ticket {{n}} numbers', { n: i + 1 })}>
              {d.map((x, pos) => (
                <input
                  key={pos}
                  ref={(el) => {
                    refs.current[i * 6 + pos] = el;
                  }}
                  className={styles.digit}
                  inputMode="numeric"
                  maxLength={1}
                  value={x === undefined ? '' : String(x)}
                  aria-label={t('Ticket {{n}} digit {{d}}', { n: i + 1, d: pos + 1 })}
                  onKeyDown={onKey(i * 6 + pos)}
                  onPaste={onPaste(i * 6 + pos)}
                  onChange={(e) => {
                    const v = e.target.value.replace(/[^0-9]/g, '').slice(-1);
                    set(i, pos, v === '' ? undefined : Number(v));
                    if (v !== '' && pos < 5) focus(i * 6 + pos + 1);
                  }}
                />
              ))}
            </span>
          </li>
        ))}
      </ol>
      {complete && dups.size === 0 && !busy && preview}
      <Button fullWidth loading={busy} disabled={!complete || dups.size > 0 || busy || blocked} onClick={() => void onConfirm()}>
        {t('Confirm and buy')}
      </Button>
    </div>
  );
}
