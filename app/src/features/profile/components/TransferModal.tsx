import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAddress, isAddress, type Address } from 'viem';
import { Button, Input, Modal, Text } from '../../../ui/index.ts';
import type { PreviewCall } from '../../../chain/preview.ts';
import { LazyLivePreview } from './LazyPreview.tsx';

/** Transfer a collectible: the address is checked before anything is sent ("Please enter a valid wallet address"). */
export function TransferModal({
  open,
  name,
  self,
  pending,
  onDismiss,
  onConfirm,
  preview,
}: {
  open: boolean;
  name: string;
  self: Address | undefined;
  pending: boolean;
  onDismiss: () => void;
  onConfirm: (to: Address) => void;
  /** The transfer to a valid address, for its simulated result before the wallet prompt. */
  preview?: (to: Address) => PreviewCall;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [blocked, setBlocked] = useState(false);
  const trimmed = value.trim();
  const valid = isAddress(trimmed, { strict: false }) && !(self && trimmed.toLowerCase() === self.toLowerCase());
  const to = valid ? getAddress(trimmed) : undefined;
  const submit = () => {
    const v = value.trim();
    if (!isAddress(v, { strict: false }) || (self && v.toLowerCase() === self.toLowerCase())) {
      setError(t('Please enter a valid wallet address'));
      return;
    }
    setError(undefined);
    onConfirm(getAddress(v));
  };
  return (
    <Modal open={open} onDismiss={onDismiss} title={t('Transfer NFT')}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 'min(360px, 80vw)' }}>
        <Text>{t('Transfer {{name}} to a new wallet', { name })}</Text>
        <Input
          label={t('Receiving address')}
          placeholder="0x"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(undefined);
          }}
          error={error}
          autoComplete="off"
          spellCheck={false}
        />
        <Text size="sm" color="warning">
          {t('Warning: this NFT will be sent to the address above. This cannot be undone.')}
        </Text>
        {preview && self && to && !pending && (
          <LazyLivePreview
            account={self}
            queryKey={['nft-transfer', self, to, name]}
            build={async () => ({ call: preview(to) })}
            onBlocked={setBlocked}
          />
        )}
        <Button onClick={submit} loading={pending} disabled={pending || value.trim() === '' || (!!to && blocked)} fullWidth>
          {t('Confirm')}
        </Button>
      </div>
    </Modal>
  );
}
