/** The optional recipient ("+ Add a send (optional)", spec 2.4, spec 5 "Recipient input"). */
import { useTranslation } from 'react-i18next';
import { Input } from '../../../ui/index.ts';
import type { ResolvedRecipient } from '../hooks/useRecipient.ts';
import { sanitizeRecipient } from '../recipient.ts';
import styles from '../swap.module.css';

export interface RecipientFieldProps {
  value: string;
  resolved: ResolvedRecipient;
  onChange: (value: string) => void;
}

export function RecipientField({ value, resolved, onChange }: RecipientFieldProps) {
  const { t } = useTranslation();
  const error =
    resolved.kind === 'invalid'
      ? t('Enter a valid wallet address or ENS name')
      : resolved.kind === 'name' && !resolved.loading && !resolved.address
        ? t('This name does not resolve to an address')
        : undefined;
  return (
    <div className={styles.recipient}>
      <Input
        label={t('Recipient')}
        placeholder={t('Wallet address or ENS name')}
        value={value}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        onChange={(e) => onChange(sanitizeRecipient(e.target.value))}
        {...(error ? { error } : {})}
        {...(resolved.kind === 'name' && resolved.address ? { hint: resolved.address } : {})}
      />
    </div>
  );
}
