// Public face of the wallet feature: connect dialog, account chip, connection state.
export { WalletButton } from './WalletButton.tsx';
export { ConnectWalletButton } from './ConnectWalletButton.tsx';
