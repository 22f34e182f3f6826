/**
 * Manage → Tokens (spec 2.7, 5): add a token by address ("Enter valid token
 * address"), and the imported tokens of this chain with remove / clear all.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAddress } from 'viem';
import type { Token } from '@fuelswap/sdk';
import { runtime } from '../../../chain/runtime.ts';
import { Button, CloseIcon, IconButton, Input, Spinner, Tag } from '../../../ui/index.ts';
import { useAllTokens, useUserAddedTokens } from '../hooks/allTokens.ts';
import { useToken } from '../hooks/useToken.ts';
import { clearImportedTokens, removeImportedToken } from '../imported/importedTokens.ts';
import { CurrencyLogo } from './CurrencyLogo.tsx';
import { displayName, displaySymbol } from './display.ts';
import styles from './tokens.module.css';

function TokenLookup({ address, onImportToken }: { address: string; onImportToken: (token: Token) => void }) {
  const { t } = useTranslation();
  const token = useToken(address);
  const all = useAllTokens();
  if (token === undefined) return <Spinner size={20} label={t('Loading…')} />;
  if (token === null)
    return (
      <p role="status" className={styles.hint}>
        {t('No results found.')}
      </p>
    );
  const offered = all.has(token.key);
  return (
    <div className={styles.listRowMain}>
      <CurrencyLogo currency={token} size={28} decorative />
      <div className={styles.rowText}>
        <span className={styles.symbol}>{displaySymbol(token.symbol)}</span>
        <span className={styles.name}>{displayName(token.name)}</span>
      </div>
      {offered ? (
        <Tag tone="success" size="sm">
          {t('Active')}
        </Tag>
      ) : (
        <Button size="sm" onClick={() => onImportToken(token)}>
          {t('Import')}
        </Button>
      )}
    </div>
  );
}

export function ManageTokens({ onImportToken }: { onImportToken: (token: Token) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const imported = useUserAddedTokens();
  const chainId = runtime().chainId;
  const explorer = runtime().exchange.explorerUrl;
  const value = text.trim();
  const valid = value !== '' && isAddress(value);
  const invalid = value !== '' && !valid;

  return (
    <div className={styles.manage}>
      <Input
        type="text"
        aria-label={t('Token address')}
        placeholder="0x0000"
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={invalid ? t('Enter valid token address') : undefined}
      />
      {valid && (
        <div className={styles.previewBox} aria-live="polite">
          <TokenLookup address={value} onImportToken={onImportToken} />
        </div>
      )}
      <div className={styles.importedHeader}>
        <span>{t('{{count}} Imported Tokens', { count: imported.length })}</span>
        {imported.length > 0 && (
          <Button size="sm" variant="text" onClick={() => clearImportedTokens(chainId, imported)}>
            {t('Clear all')}
          </Button>
        )}
      </div>
      <ul className={styles.lists} aria-label={t('Imported tokens')}>
        {imported.map((token) => (
          <li key={token.key} className={styles.listRow} data-testid="imported-token-row">
            <div className={styles.listRowMain}>
              <CurrencyLogo currency={token} size={24} decorative />
              <div className={styles.rowText}>
                {explorer ? (
                  <a className={styles.symbol} href={`${explorer}/address/${token.address}`} target="_blank" rel="noopener noreferrer">
                    {displaySymbol(token.symbol)}
                  </a>
                ) : (
                  <span className={styles.symbol}>{displaySymbol(token.symbol)}</span>
                )}
                <code className={styles.address}>{token.address}</code>
              </div>
              <IconButton
                label={t('Remove {{symbol}}', { symbol: displaySymbol(token.symbol) })}
                size="sm"
                onClick={() => removeImportedToken(chainId, token.address)}
              >
                <CloseIcon size={16} />
              </IconButton>
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.hint}>{t('Tip: Custom tokens are stored locally in your browser')}</p>
    </div>
  );
}
