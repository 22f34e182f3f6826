import type { ReactNode } from 'react';
import { useLocalizeNumber } from '../i18n/numbers.ts';
import actionBox from './ActionBox.module.css';

/** An action box's amount (earned, staked, profit) with its dollar value under it when known. */
export function AmountWithUsd({ value, usd, testId }: { value: ReactNode; usd?: string | undefined; testId: string }) {
  // Canonical numbers ("1,234.5") in the reader's separators; other nodes as given.
  const n = useLocalizeNumber();
  return (
    <div className={actionBox.amount}>
      <span className={actionBox.amountValue} data-testid={testId}>
        {typeof value === 'string' ? n(value) : value}
      </span>
      {usd !== undefined && <span className={actionBox.amountUsd}>~{n(usd)} USD</span>}
    </div>
  );
}
