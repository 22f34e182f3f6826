import { useTranslation } from 'react-i18next';
import { Button, Heading, Text } from '../../../ui/index.ts';
import styles from '../prediction.module.css';

/** The market is paused (every open position cancelled): Show History opens the history pane. */
export function MarketsPausedPanel({ onShowHistory }: { onShowHistory: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.panel} role="alert" data-testid="markets-paused">
      <Heading level={2}>{t('Markets Paused')}</Heading>
      <Text color="subtle">{t('Prediction Markets have been paused due to an error.')}</Text>
      <Text color="subtle">{t('All open positions have been cancelled.')}</Text>
      <Button variant="tertiary" onClick={onShowHistory}>
        {t('Show History')}
      </Button>
    </div>
  );
}
