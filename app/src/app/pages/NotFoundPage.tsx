import { useTranslation } from 'react-i18next';
import { ButtonLink, Heading, LogoMark, Page, Text } from '../../ui/index.ts';

/** Any unknown path: a not-found page with a Back Home button. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page narrow style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16, textAlign: 'center', paddingTop: 64 }}>
      <LogoMark size={72} />
      <Text as="p" size="xxxl" bold aria-hidden>
        404
      </Text>
      <Heading level={1} size="lg">
        {t('Oops, page not found.')}
      </Heading>
      <Text color="subtle">{t('The page you are looking for does not exist or has moved.')}</Text>
      <ButtonLink to="/" size="lg">
        {t('Back Home')}
      </ButtonLink>
    </Page>
  );
}
