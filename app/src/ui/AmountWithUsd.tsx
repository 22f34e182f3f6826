import type { ReactNode } from 'react';
import actionBox from './ActionBox.module.css';

/** An action box's amount (earned, staked, profit) with its dollar value under it when known. */
export function AmountWithUsd({ value, usd, testId }: { value: ReactNode; usd?: string | undefined; testId: string }) {
  return (
    <div className={actionBox.amount}>
      <span className={actionBox.amountValue} data-testid={testId}>
        {value}
      </span>
      {usd !== undefined && <span className={actionBox.amountUsd}>~{usd} USD</span>}
    </div>
  );
}
