import { useState } from 'react';
import { sanitizeLogoURI } from '@fuelswap/sdk';
import { avatarLetter, hueOf } from './display.ts';
import styles from './tokens.module.css';

/** A list's logo through sanitizeLogoURI, else a letter avatar. Decorative: the name is beside it. */
export function ListLogo({ logoURI, name, size = 32 }: { logoURI: string | undefined; name: string; size?: number }) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const src = sanitizeLogoURI(logoURI);
  if (src && failed !== src) {
    return (
      <img
        className={styles.logo}
        src={src}
        alt=""
        width={size}
        height={size}
        style={{ width: size, height: size }}
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailed(src)}
      />
    );
  }
  return (
    <span
      className={`${styles.logo} ${styles.avatar}`}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.45), background: `hsl(${hueOf(name)} 40% 50%)` }}
      aria-hidden="true"
    >
      {avatarLetter(name)}
    </span>
  );
}
