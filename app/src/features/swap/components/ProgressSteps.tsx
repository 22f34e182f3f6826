/** The approval step indicator (spec 2.4): step 1 Enable, step 2 Swap; the first is done once approved. */
import { useTranslation } from 'react-i18next';
import { cx } from '../../../ui/index.ts';
import styles from '../swap.module.css';

export function ProgressSteps({ approved }: { approved: boolean }) {
  const { t } = useTranslation();
  return (
    <ol className={styles.steps} aria-label={t('Progress')}>
      <li className={cx(styles.step, approved ? styles.stepDone : styles.stepCurrent)} aria-current={approved ? undefined : 'step'}>
        <span className={styles.stepDot} aria-hidden>
          1
        </span>
        <span className="fs-visually-hidden">{approved ? t('Step 1: enable, done') : t('Step 1: enable')}</span>
      </li>
      <li className={cx(styles.stepBar, approved && styles.stepBarDone)} aria-hidden />
      <li className={cx(styles.step, approved && styles.stepCurrent)} aria-current={approved ? 'step' : undefined}>
        <span className={styles.stepDot} aria-hidden>
          2
        </span>
        <span className="fs-visually-hidden">{t('Step 2: swap')}</span>
      </li>
    </ol>
  );
}
