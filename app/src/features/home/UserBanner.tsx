/** The home page's greeting for a connected wallet: its profile picture, a hello by username when it has one, and its short address. */
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { Heading, Text } from '../../ui/index.ts';
import { BunnyImage, fetchUsername, useProfileData } from '../profile/index.ts';
import { shortAddress } from '../wallet/index.ts';
import styles from './HomePage.module.css';

export function UserBanner({ account }: { account: Address }) {
  const { t } = useTranslation();
  const profile = useProfileData(account);
  const name = useQuery({ queryKey: ['home', 'username', account], staleTime: Infinity, queryFn: () => fetchUsername(account) });
  const picture = profile?.user?.pictureVariation;
  return (
    <section className={styles.userBanner} aria-label={t('Your account')}>
      <BunnyImage variationId={picture} small />
      <div>
        <Heading level={2} size="lg">
          {name.data ? t('Hi, {{name}}!', { name: name.data }) : t('Hi!')}
        </Heading>
        <Text size="sm" color="subtle" title={account}>
          {t('Connected with {{address}}', { address: shortAddress(account) })}
        </Text>
      </div>
    </section>
  );
}
