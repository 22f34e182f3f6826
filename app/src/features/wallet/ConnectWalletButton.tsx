import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../ui/index.ts';
import { useConnectModal } from './connectModalStore.ts';

/** The in-page "Connect Wallet" (or e.g. "Start earning") button that opens the connect dialog. */
export function ConnectWalletButton({ label, ...rest }: Omit<ButtonProps, 'onClick'> & { label?: string }) {
  const { t } = useTranslation();
  const show = useConnectModal((s) => s.show);
  return (
    <Button {...rest} onClick={show}>
      {label ?? t('Connect Wallet')}
    </Button>
  );
}
