// Public face of the wallet feature: connect dialog, account chip, gate, connection helpers.
export { WalletButton } from './WalletButton.tsx';
export { ConnectWalletButton } from './ConnectWalletButton.tsx';
export { WalletGate } from './WalletGate.tsx';
export { useConnectModal } from './connectModalStore.ts';
export { walletErrorToast, isUserRejection } from './walletErrors.ts';
export { shortAddress } from './format.ts';
