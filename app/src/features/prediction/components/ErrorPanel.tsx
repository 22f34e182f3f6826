import { useTranslation } from 'react-i18next';
import { Button, Heading, Text } from '../../../ui/index.ts';
import styles from '../prediction.module.css';

/** The chain reads failed and nothing is loaded: Retry, and the history toggle. */
export function ErrorPanel({
  historyOpen,
  onRetry,
  onToggleHistory,
}: {
  historyOpen: boolean;
  onRetry: () => void;
  onToggleHistory: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.panel} role="alert">
      <Heading level={2}>{t('Oops, something went wrong')}</Heading>
      <Text color="subtle">{t('Unable to load data. Please try again.')}</Text>
      <Button onClick={onRetry}>{t('Retry')}</Button>
      {/* The history comes from the indexer, not the failed chain reads: still worth showing. */}
      <Button variant="tertiary" aria-expanded={historyOpen} onClick={onToggleHistory}>
        {historyOpen ? t('Close History') : t('Show History')}
      </Button>
    </div>
  );
}
