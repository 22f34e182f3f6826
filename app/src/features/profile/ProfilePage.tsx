import { useTranslation } from 'react-i18next';
import { useConnection } from 'wagmi';
import { Heading, Page, Skeleton, Text } from '../../ui/index.ts';
import { ConnectWalletButton } from '../wallet/index.ts';
import { useProfileData } from './data/reads.ts';
import { ProfileSetup } from './components/ProfileSetup.tsx';
import { ProfileView } from './components/ProfileView.tsx';

/** /profile: the setup for an address without a profile, else the profile with Edit Profile. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { address } = useConnection();
  const data = useProfileData(address);
  if (!data) {
    return (
      <Page narrow>
        <Heading level={1}>{t('Your Profile')}</Heading>
        <Text color="subtle">{t('Profiles are not deployed on this network.')}</Text>
      </Page>
    );
  }
  if (!address) {
    return (
      <Page narrow>
        <Heading level={1}>{t('Your Profile')}</Heading>
        <Text color="subtle" style={{ margin: '8px 0 16px' }}>
          {t('Connect your wallet to set up or view your profile.')}
        </Text>
        <ConnectWalletButton />
      </Page>
    );
  }
  const state = data.user?.state;
  return (
    <Page narrow>
      {state === undefined ? (
        <Skeleton height={240} />
      ) : state === 'none' ? (
        <ProfileSetup data={data} account={address} />
      ) : (
        <ProfileView data={data} account={address} />
      )}
    </Page>
  );
}
