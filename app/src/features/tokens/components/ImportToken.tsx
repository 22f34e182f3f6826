/**
 * The import-token warning (spec 2.7, 8): each token with its source list or
 * "Unknown Source", both warnings, "I understand", and a danger Import button
 * enabled only once ticked and never for the currently selected token.
 */
import { useId, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency, Token } from '@fuelswap/sdk';
import { runtime } from '../../../chain/runtime.ts';
import { Button, Checkbox, Tag, WarningIcon } from '../../../ui/index.ts';
import { useTokenListSource } from '../hooks/allTokens.ts';
import { addImportedToken } from '../imported/importedTokens.ts';
import { CurrencyLogo } from './CurrencyLogo.tsx';
import { displayName, displaySymbol } from './display.ts';
import styles from './tokens.module.css';

function TokenCard({ token, verdict: Verdict }: { token: Token; verdict?: ComponentType<{ token: Token }> | undefined }) {
  const { t } = useTranslation();
  const source = useTokenListSource(token.address);
  const explorer = runtime().exchange.explorerUrl;
  return (
    <div className={styles.importCard}>
      <CurrencyLogo currency={token} size={32} decorative />
      <div className={styles.importCardText}>
        <div className={styles.importCardTitle}>
          <span className={styles.symbol}>{displaySymbol(token.symbol)}</span>
          <span className={styles.name}>{displayName(token.name)}</span>
        </div>
        <code className={styles.address}>{token.address}</code>
        {explorer && (
          <a className={styles.link} href={`${explorer}/address/${token.address}`} target="_blank" rel="noopener noreferrer">
            {t('View on BscScan')}
          </a>
        )}
        <div>
          {source ? (
            <Tag tone="success" size="sm">
              {t('via {{list}}', { list: source })}
            </Tag>
          ) : (
            <Tag tone="danger" size="sm" outline startIcon={<WarningIcon size={14} aria-hidden="true" />}>
              {t('Unknown Source')}
            </Tag>
          )}
        </div>
        {Verdict && <Verdict token={token} />}
      </div>
    </div>
  );
}

export interface ImportTokenProps {
  tokens: readonly Token[];
  /** The modal's currently selected currency: importing it again is disabled. */
  selectedCurrency?: Currency | null | undefined;
  onImport: (tokens: readonly Token[]) => void;
  /** The token's measured safety (the safety folder's ImportVerdict), shown in its card. */
  verdict?: ComponentType<{ token: Token }> | undefined;
}

export function ImportToken({ tokens, selectedCurrency, onImport, verdict }: ImportTokenProps) {
  const { t } = useTranslation();
  const [understood, setUnderstood] = useState(false);
  const warningId = useId();
  const isSelected = !!selectedCurrency && tokens.some((tk) => tk.equals(selectedCurrency));

  return (
    <div className={styles.importView}>
      {tokens.map((token) => (
        <TokenCard key={token.key} token={token} verdict={verdict} />
      ))}
      <div id={warningId} className={styles.warningBox} role="note">
        <WarningIcon size={20} aria-hidden="true" />
        <div>
          <p>
            {t(
              'Anyone can create a BEP20 token on BSC with any name, including creating fake versions of existing tokens and tokens that claim to represent projects that do not have a token.',
            )}
          </p>
          <p>{t('If you purchase an arbitrary token, you may be unable to sell it back.')}</p>
        </div>
      </div>
      <Checkbox checked={understood} onChange={setUnderstood} label={t('I understand')} aria-describedby={warningId} />
      <Button
        variant="danger"
        fullWidth
        disabled={!understood || isSelected || tokens.length === 0}
        onClick={() => {
          for (const token of tokens) {
            addImportedToken({
              chainId: token.chainId,
              address: token.address,
              decimals: token.decimals,
              symbol: token.symbol,
              name: token.name,
            });
          }
          onImport(tokens);
        }}
      >
        {t('Import')}
      </Button>
    </div>
  );
}
