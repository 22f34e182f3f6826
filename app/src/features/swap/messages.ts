/**
 * The SDK's swap rules return translation keys (`{ key, params }`, English
 * text with {{param}}). This turns them into text. Every key is listed
 * literally so the translation-key test sees it; an unknown key (a newer
 * SDK) is shown through t() as it is.
 */
import type { TFunction } from 'i18next';

export interface KeyedText {
  key: string;
  params?: Record<string, string> | undefined;
}

export function swapText(t: TFunction, text: KeyedText): string {
  const p = text.params ?? {};
  switch (text.key) {
    case 'Connect Wallet':
      return t('Connect Wallet');
    case 'Enter an amount':
      return t('Enter an amount');
    case 'Select a token':
      return t('Select a token');
    case 'Enter a recipient':
      return t('Enter a recipient');
    case 'Invalid recipient':
      return t('Invalid recipient');
    case 'Insufficient {{symbol}} balance':
      return t('Insufficient {{symbol}} balance', p);
    case 'Insufficient BNB balance':
      return t('Insufficient BNB balance');
    case 'Insufficient WBNB balance':
      return t('Insufficient WBNB balance');
    case 'Unsupported Asset':
      return t('Unsupported Asset');
    case 'Wrap':
      return t('Wrap');
    case 'Unwrap':
      return t('Unwrap');
    case 'Insufficient liquidity for this trade.':
      return t('Insufficient liquidity for this trade.');
    case 'Try enabling multi-hop trades.':
      return t('Try enabling multi-hop trades.');
    case 'Enable {{asset}}':
      return t('Enable {{asset}}', p);
    case 'Enabling':
      return t('Enabling');
    case 'Enabled':
      return t('Enabled');
    case 'Swap':
      return t('Swap');
    case 'Swap Anyway':
      return t('Swap Anyway');
    case 'Price Impact High':
      return t('Price Impact High');
    case 'Price Impact Too High':
      return t('Price Impact Too High');
    default:
      return t(text.key, p);
  }
}
