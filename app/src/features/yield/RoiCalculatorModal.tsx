/**
 * The ROI calculator: what $1,000 earns over 1,
 * 7, 30 and 365 days (365 shown as APY), compounded once a day unless the
 * pool compounds more often (the vault: 288 times), after the performance fee.
 */
import { useTranslation } from 'react-i18next';
import { bpsToPercent, formatApr, formatWadTokens, roiTable, DEFAULT_COMPOUNDS_PER_DAY } from '@fuelswap/sdk';
import { Modal, Text } from '../../ui/index.ts';
import styles from './yield.module.css';

export interface RoiCalculatorModalProps {
  open: boolean;
  onDismiss: () => void;
  apr: bigint | undefined;
  earningSymbol: string;
  earningPriceUsd: bigint | undefined;
  compoundsPerDay?: number;
  performanceFeeBps?: bigint;
}

export function RoiCalculatorModal({
  open,
  onDismiss,
  apr,
  earningSymbol,
  earningPriceUsd,
  compoundsPerDay = DEFAULT_COMPOUNDS_PER_DAY,
  performanceFeeBps = 0n,
}: RoiCalculatorModalProps) {
  const { t } = useTranslation();
  const rows = roiTable({ apr, earningTokenPriceUsd: earningPriceUsd, compoundsPerDay, performanceFeeBps });
  const label = (days: number) => (days === 1 ? t('1d') : days === 7 ? t('7d') : days === 30 ? t('30d') : t('365d (APY)'));
  return (
    <Modal open={open} onDismiss={onDismiss} title={t('ROI')}>
      <table className={styles.roiTable}>
        <caption className="fs-visually-hidden">{t('Return on $1,000 staked')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Timeframe')}</th>
            <th scope="col">{t('ROI')}</th>
            <th scope="col">{t('{{symbol}} per $1,000', { symbol: earningSymbol })}</th>
          </tr>
        </thead>
        <tbody>
          {rows
            ? rows.map((r) => (
                <tr key={r.days}>
                  <th scope="row">{label(r.days)}</th>
                  <td className="fs-tabular">{formatApr(r.roi)}%</td>
                  <td className="fs-tabular">{r.tokensEarned === undefined ? '-' : formatWadTokens(r.tokensEarned)}</td>
                </tr>
              ))
            : [1, 7, 30, 365].map((d) => (
                <tr key={d}>
                  <th scope="row">{label(d)}</th>
                  <td>-</td>
                  <td>-</td>
                </tr>
              ))}
        </tbody>
      </table>
      <Text size="sm" color="subtle" className={styles.roiNote}>
        {compoundsPerDay === 1
          ? t(
              'Calculated based on current rates. Compounding once daily. Rates are estimates provided for your convenience only, and by no means represent guaranteed returns.',
            )
          : t(
              'Calculated based on current rates. Compounding {{times}}x daily. Rates are estimates provided for your convenience only, and by no means represent guaranteed returns.',
              { times: compoundsPerDay },
            )}
      </Text>
      {performanceFeeBps > 0n && (
        <Text size="sm" color="subtle" className={styles.roiNote}>
          {t("All estimated rates take into account this pool's {{fee}}% performance fee", { fee: bpsToPercent(performanceFeeBps) })}
        </Text>
      )}
    </Modal>
  );
}
