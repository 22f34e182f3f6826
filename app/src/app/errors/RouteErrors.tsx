import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, Card, ErrorIcon, Heading, Text } from '../../ui/index.ts';
import { isChunkLoadError } from '../routes/chunks.ts';
import styles from './RouteErrors.module.css';

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * The error boundary around every page, rendered inside the layout so the menu
 * stays usable. A chunk that failed even after the automatic reload offers
 * Reload; any other failure offers Retry, which renders the page again
 * (errors/RouteBoundary.tsx catches the error and passes both).
 */
export function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);

  return (
    <div className={styles.wrap}>
      <Card className={styles.card} role="alert">
        <ErrorIcon size={40} className={styles.icon} />
        <Heading level={1} size="xl">
          {chunk ? t('This page could not be loaded') : t('Something went wrong on this page')}
        </Heading>
        <Text color="subtle">
          {chunk ? t('Check your connection, then reload the page.') : t('The rest of the app still works. Try again, or go back home.')}
        </Text>
        <div className={styles.actions}>
          {chunk ? <Button onClick={() => window.location.reload()}>{t('Reload')}</Button> : <Button onClick={retry}>{t('Retry')}</Button>}
          <ButtonLink to="/" variant="secondary">
            {t('Back Home')}
          </ButtonLink>
        </div>
        <details className={styles.details}>
          <summary>{t('Details')}</summary>
          <pre>{errorMessage(error)}</pre>
        </details>
      </Card>
    </div>
  );
}

/** The last line of defence: the layout itself failed, so there is no menu to keep. */
export function RootError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <div className={styles.root}>
      <div className={styles.wrap}>
        <Card className={styles.card} role="alert">
          <ErrorIcon size={40} className={styles.icon} />
          <Heading level={1} size="xl">
            {t('Something went wrong')}
          </Heading>
          <Text color="subtle">{t('Reload the page to try again.')}</Text>
          <div className={styles.actions}>
            <Button onClick={() => window.location.reload()}>{t('Reload')}</Button>
          </div>
          <details className={styles.details}>
            <summary>{t('Details')}</summary>
            <pre>{errorMessage(error)}</pre>
          </details>
        </Card>
      </div>
    </div>
  );
}
