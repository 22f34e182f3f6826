import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, Card, ErrorIcon, Heading, Text } from '../../ui/index.ts';
import { isChunkLoadError } from '../routes/chunks.ts';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import styles from './RouteErrors.module.css';

function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * The error boundary around every page, rendered inside the layout so the menu
 * stays usable. A chunk that failed even after the automatic reload offers
 * Reload; any other failure offers Retry, which renders the page again.
 */
export function PageError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  const chunk = isChunkLoadError(error);
  // Re-navigating to the same location resets the router's error boundary and renders the page afresh.
  const retry = () =>
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: location.state });

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
export function RootError() {
  const error = useRouteError();
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
