import { useTranslation } from 'react-i18next';
import { bunnyInfo } from '@fuelswap/config';
import { ButtonLink, Text } from '../../../ui/index.ts';
import type { ProfileData } from '../data/reads.ts';
import { BunnyImage } from './BunnyImage.tsx';
import styles from './profile.module.css';

/**
 * The wallet's collectibles as a radio group, for choosing a profile picture (the setup's picture step and the
 * profile's change/reactivate dialogs); with none, a link to the collectibles list.
 */
export function CollectiblePicker({
  owned,
  tokenId,
  onToken,
}: {
  owned: NonNullable<ProfileData['user']>['owned'];
  tokenId: bigint | undefined;
  onToken: (id: bigint) => void;
}) {
  const { t } = useTranslation();
  if (owned.length === 0)
    return (
      <Text>
        {t('Oops! We couldn’t find any collectibles in your wallet.')}{' '}
        <ButtonLink to="/collectibles" variant="text">
          {t('See the list')}
        </ButtonLink>
      </Text>
    );
  return (
    <div className={styles.row} role="radiogroup" aria-label={t('Choose collectible')}>
      {owned.map((o) => (
        <button
          key={String(o.tokenId)}
          type="button"
          role="radio"
          aria-checked={tokenId === o.tokenId}
          className={styles.choice}
          onClick={() => onToken(o.tokenId)}
        >
          <BunnyImage variationId={o.variationId} small />
          <div>{o.variationId !== undefined ? t(bunnyInfo(o.variationId)?.name ?? '') : `#${o.tokenId}`}</div>
        </button>
      ))}
    </div>
  );
}
