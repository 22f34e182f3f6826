import { useTranslation } from 'react-i18next';
import { formatChange } from '@fuelswap/sdk';
import { useLocalizeNumber } from '../../../i18n/numbers.ts';
import { Card, Text } from '../../../ui/index.ts';
import styles from '../info.module.css';

/** One figure, with its 24 h change when `change` is given (null: nothing to compare with yet). */
export function Stat({
  label,
  value,
  change,
  testId,
  usd,
}: {
  label: string;
  value: string;
  change?: bigint | null;
  testId?: string;
  /** The exact dollar value (WAD) behind a rounded `value`, kept in data-usd for tests and tools. */
  usd?: bigint;
}) {
  const n = useLocalizeNumber();
  return (
    <Card className={styles.stat} data-testid={testId}>
      <Text size="sm" color="subtle">
        {label}
      </Text>
      <Text size="xl" bold numeric data-testid={testId ? `${testId}-value` : undefined} data-usd={usd?.toString()}>
        {n(value)}
      </Text>
      {change !== undefined && <Change bps={change ?? undefined} labelled />}
    </Card>
  );
}

/**
 * A signed percentage, green up and red down. `labelled` adds "24h change"
 * for screen readers (not in table cells: the column header names it, and an
 * absolutely positioned hidden label there escapes the table's scroll box).
 */
export function Change({ bps, labelled = false }: { bps: bigint | undefined; labelled?: boolean }) {
  const { t } = useTranslation();
  const n = useLocalizeNumber();
  return (
    <Text as="span" size="sm" numeric className={bps === undefined ? undefined : bps >= 0n ? styles.up : styles.down}>
      {labelled && <span className="fs-visually-hidden">{t('24h change')} </span>}
      {n(formatChange(bps))}
    </Text>
  );
}
