/**
 * One token's measured safety as a sentence (the import warning and the swap's verdict line share it): what the
 * simulated buy, transfer and sell did, in the token's own figures.
 */
import { useTranslation } from 'react-i18next';
import { bpsPercent } from '@fuelswap/sdk';
import { WarningIcon } from '../../../ui/index.ts';
import type { SafetyState } from './useTokenSafety.ts';
import styles from './safety.module.css';

const pct = (bps: number | null) => (bps === null ? '–' : bpsPercent(bps));

function useVerdictText(symbol: string, state: SafetyState): { text: string; danger: boolean } | null {
  const { t } = useTranslation();
  switch (state.status) {
    case 'skipped':
      return null;
    case 'checking':
      return { text: t('Checking {{symbol}}: simulating a small buy and sell…', { symbol }), danger: false };
    case 'failed':
      return {
        text: t('{{symbol}} could not be checked: the simulation failed. Nothing is blocked: trade with care.', { symbol }),
        danger: true,
      };
  }
  const s = state.safety;
  switch (s.verdict) {
    case 'clean':
      return { text: t('{{symbol}}: a simulated buy, transfer and sell moved every amount in full', { symbol }), danger: false };
    case 'taxed':
      return {
        text: t('{{symbol}}: measured tax {{buy}}% on buys, {{sell}}% on sells, {{transfer}}% on transfers', {
          symbol,
          buy: pct(s.buyTaxBps),
          sell: pct(s.sellTaxBps),
          transfer: pct(s.transferTaxBps),
        }),
        danger: true,
      };
    case 'honeypot':
      return { text: t('{{symbol}} cannot be sold: a simulated sell reverted', { symbol }), danger: true };
    case 'paused':
      return { text: t('{{symbol}} transfers are paused: a simulated buy and transfer reverted', { symbol }), danger: true };
    case 'unbuyable':
      return { text: t('{{symbol}} cannot be bought: a simulated buy reverted', { symbol }), danger: true };
    case 'rebasing':
      return {
        text: t('{{symbol}} is rebasing: its pool balance drifted {{drift}}% from its reserve without a trade', {
          symbol,
          drift: pct(s.driftBps),
        }),
        danger: true,
      };
    case 'unmeasured':
      return { text: t('{{symbol}} could not be checked: no pool with BNB to simulate a trade', { symbol }), danger: true };
  }
}

export interface SafetyVerdictProps {
  symbol: string;
  state: SafetyState;
  /** For tests and the page's layout. */
  testId?: string;
}

export function SafetyVerdict({ symbol, state, testId }: SafetyVerdictProps) {
  const v = useVerdictText(symbol, state);
  if (!v) return null;
  const verdict = state.status === 'measured' ? state.safety.verdict : state.status;
  return (
    <p className={v.danger ? styles.safetyDanger : styles.safety} data-testid={testId} data-verdict={verdict}>
      {v.danger && <WarningIcon size={16} aria-hidden="true" />}
      <span>{v.text}</span>
    </p>
  );
}
