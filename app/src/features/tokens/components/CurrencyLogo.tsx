/**
 * A currency's logo (spec 7 "Token logos"): the list's logoURI only after
 * sanitizeLogoURI (https, or ipfs through a gateway), else on the devnet the
 * logo its web server draws for a deployed token, else a letter avatar.
 * A failing image falls through to the next source. Never an unsafe URL.
 */
import { useMemo, useState } from 'react';
import { sanitizeLogoURI, type Currency } from '@fuelswap/sdk';
import { ChainId, type LazyDeployment } from '@fuelswap/config';
import { runtime } from '../../../chain/runtime.ts';
import { cx } from '../../../ui/index.ts';
import { avatarLetter, displaySymbol, hueOf } from './display.ts';
import styles from './tokens.module.css';

/**
 * The symbol the deployment gives an auction project's token (the token of the farm it can win), which is not
 * among the deployment's tokens. Read from the section as served, as a plain address-to-symbol lookup: the
 * section's parser stays in the farms and auction chunks, out of the shell every page loads.
 */
function auctionTokenSymbol(deployment: LazyDeployment, key: string): string | undefined {
  const projects = (deployment.unparsed.auction as { projects?: unknown } | undefined)?.projects;
  if (!Array.isArray(projects)) return undefined;
  for (const p of projects as ({ token?: unknown; farm?: { tokenAddress?: unknown } } | null)[]) {
    const address = p?.farm?.tokenAddress;
    if (typeof address === 'string' && address.toLowerCase() === key && typeof p?.token === 'string') return p.token;
  }
  return undefined;
}

/** Devnet logos are drawn by the devnet web server for its own tokens (trusted symbols). */
function devnetLogo(currency: Currency): string | undefined {
  // Only the devnet's web server draws them: a 56/97 build's deployment file names the same symbols, no server.
  const { chainId, deployment } = runtime();
  if (!deployment || chainId !== ChainId.DEVNET) return undefined;
  if (currency.isNative) return '/devnet/logos/BNB.svg';
  const key = currency.address.toLowerCase();
  const symbol = deployment.tokens.find((t) => t.address.toLowerCase() === key)?.symbol ?? auctionTokenSymbol(deployment, key);
  if (!symbol || !/^[A-Za-z0-9._+-]{1,20}$/.test(symbol)) return undefined;
  return `/devnet/logos/${encodeURIComponent(symbol)}.svg`;
}

export function logoSources(currency: Currency | null | undefined): string[] {
  if (!currency) return [];
  const out: string[] = [];
  if (currency.isToken) {
    const safe = sanitizeLogoURI(currency.logoURI);
    if (safe) out.push(safe);
  }
  const local = devnetLogo(currency);
  if (local) out.push(local);
  return out;
}

export interface CurrencyLogoProps {
  currency: Currency | null | undefined;
  size?: number;
  className?: string;
  /** Beside a visible symbol the logo is decorative (alt=""), so screen readers do not read the symbol twice. */
  decorative?: boolean;
}

export function CurrencyLogo({ currency, size = 24, className, decorative = false }: CurrencyLogoProps) {
  const sources = useMemo(() => logoSources(currency), [currency]);
  const id = currency ? (currency.isNative ? 'native' : currency.key) : '';
  // Failures are remembered per currency, so a new currency starts at its first source.
  const [failed, setFailed] = useState<{ id: string; count: number }>({ id, count: 0 });
  const failedCount = failed.id === id ? failed.count : 0;
  const src = sources[failedCount];
  const symbol = currency?.symbol ?? '';
  const style = { width: size, height: size };

  if (src) {
    return (
      <img
        className={cx(styles.logo, className)}
        style={style}
        src={src}
        alt={decorative ? '' : displaySymbol(symbol)}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        draggable={false}
        onError={() => setFailed({ id, count: failedCount + 1 })}
      />
    );
  }
  return (
    <span
      className={cx(styles.logo, styles.avatar, className)}
      style={{ ...style, fontSize: Math.round(size * 0.45), background: `hsl(${hueOf(symbol)} 55% 45%)` }}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : displaySymbol(symbol)}
      aria-hidden={decorative || undefined}
    >
      <span aria-hidden="true">{avatarLetter(symbol)}</span>
    </span>
  );
}
