import { useTranslation } from 'react-i18next';
import { bunnyInfo, resolveTokenUri } from '@fuelswap/config';
import { cx } from '../../../ui/index.ts';
import { profileContracts } from '../data/reads.ts';
import styles from './profile.module.css';

/**
 * A collectible's picture: `<baseURI><variationId>.svg` (on the devnet the web server generates it; the
 * metadata JSON beside it carries the same name and description as the catalogue in @fuelswap/config).
 * An `ipfs://` base (as a collection on 56/97 has) goes through the public gateway, like the devnet's NFT test.
 */
export function bunnyImageUrl(variationId: number): string {
  const base = profileContracts()?.baseURI ?? '/devnet/nft/';
  return resolveTokenUri(`${base}${variationId}.svg`, window.location.origin);
}

export function BunnyImage({
  variationId,
  small = false,
  paused = false,
  className,
}: {
  variationId: number | undefined;
  small?: boolean;
  paused?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const info = variationId === undefined ? undefined : bunnyInfo(variationId);
  if (variationId === undefined || !info)
    return <span className={cx(styles.image, small && styles.imageSmall, className)} aria-hidden="true" />;
  return (
    <img
      src={bunnyImageUrl(variationId)}
      alt={t(info.name)}
      className={cx(styles.image, small && styles.imageSmall, paused && styles.paused, className)}
      width={small ? 96 : 256}
      height={small ? 96 : 256}
      loading="lazy"
    />
  );
}
