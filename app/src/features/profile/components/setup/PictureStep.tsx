import { useTranslation } from 'react-i18next';
import { Button, Heading, Text } from '../../../../ui/index.ts';
import { sends } from '../../data/actions.ts';
import { CollectiblePicker } from '../CollectiblePicker.tsx';
import styles from '../profile.module.css';
import type { StepProps } from './types.ts';

/** Step 2: choose the picture among the wallet's collectibles, and let the profile lock it. */
export function PictureStep({
  data,
  user: u,
  action,
  tokenId,
  onToken,
}: Omit<StepProps, 'account'> & { tokenId: bigint | undefined; onToken: (id: bigint) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.stack}>
      <Heading level={2}>{t('Set Profile Picture')}</Heading>
      <Text>{t('Choose a profile picture from the eligible collectibles (NFT) in your wallet, shown below.')}</Text>
      <CollectiblePicker owned={u.owned} tokenId={tokenId} onToken={onToken} />
      <Text size="sm" color="subtle">
        {t('Allow the collectible to be locked in your profile while it is your picture.')}
      </Text>
      <Button
        onClick={() =>
          void action.run('approve-nft', sends.approveCollectibles(data.contracts, t('Enable collectibles for your profile')), {
            success: { title: t('Enabled') },
            failure: { title: t('Error'), description: t('An error occurred approving transaction') },
          })
        }
        disabled={u.nftApproved === true || tokenId === undefined || !!action.pending}
        loading={action.pending === 'approve-nft'}
      >
        {u.nftApproved ? t('Enabled') : t('Enable')}
      </Button>
    </div>
  );
}
