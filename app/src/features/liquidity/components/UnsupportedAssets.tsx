/** The unsupported-assets notice: a link under the card that opens the explanation. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@fuelswap/sdk';
import { Modal, Text } from '../../../ui/index.ts';
import { displaySymbol } from '../../tokens/index.ts';
import styles from '../liquidity.module.css';

export function UnsupportedAssetsFooter({ currencies }: { currencies: readonly Currency[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.linkButton} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('Read more about unsupported assets')}
      </button>
      <Modal open={open} onDismiss={() => setOpen(false)} title={t('Unsupported Assets')}>
        <div className={styles.confirm}>
          {currencies.map((c) => (
            <Text key={c.isToken ? c.key : 'native'} bold>
              {displaySymbol(c.symbol)}
              {c.isToken && (
                <Text as="span" size="xs" color="subtle" style={{ display: 'block', overflowWrap: 'anywhere' }}>
                  {c.address}
                </Text>
              )}
            </Text>
          ))}
          <Text size="sm">
            {t(
              'Some assets are not available through this interface because they may not work well with our smart contract or we are unable to allow trading for legal reasons.',
            )}
          </Text>
        </div>
      </Modal>
    </>
  );
}
