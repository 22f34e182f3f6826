/** An APR (or the vault's APY) with the button that opens the ROI calculator; a dash when unknown. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatApr } from '@fuelswap/sdk';
import { IconButton } from '../../ui/index.ts';
import { RoiCalculatorModal } from './RoiCalculatorModal.tsx';
import styles from './yield.module.css';

export interface AprProps {
  /** The value shown: the APR, or the APY for the vault. */
  value: bigint | undefined;
  /** The APR the calculator compounds. */
  apr: bigint | undefined;
  earningSymbol: string;
  earningPriceUsd: bigint | undefined;
  compoundsPerDay?: number;
  performanceFeeBps?: bigint;
  /** Name of what this is the rate of, for the calculator button's label. */
  subject: string;
}

export function Apr({ value, apr, earningSymbol, earningPriceUsd, compoundsPerDay, performanceFeeBps, subject }: AprProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const text = formatApr(value);
  return (
    <span className={styles.apr}>
      <span className="fs-tabular">{text === undefined ? '-' : `${text}%`}</span>
      {apr !== undefined && (
        <IconButton
          size="sm"
          label={t('ROI calculator for {{name}}', { name: subject })}
          onClick={(e) => {
            e.stopPropagation();
            setOpen(true);
          }}
        >
          <CalculatorIcon />
        </IconButton>
      )}
      <RoiCalculatorModal
        open={open}
        onDismiss={() => setOpen(false)}
        apr={apr}
        earningSymbol={earningSymbol}
        earningPriceUsd={earningPriceUsd}
        {...(compoundsPerDay !== undefined ? { compoundsPerDay } : {})}
        {...(performanceFeeBps !== undefined ? { performanceFeeBps } : {})}
      />
    </span>
  );
}

function CalculatorIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      <rect x="4" y="2" width="16" height="20" rx="2" />
      <path d="M8 6h8M8 11h.01M12 11h.01M16 11h.01M8 15h.01M12 15h.01M16 15h.01M8 19h.01M12 19h4" />
    </svg>
  );
}
