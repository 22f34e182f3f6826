// Written by app/walletConnectBundle.ts: the URL of the WalletConnect bundle's entry.
declare module 'virtual:walletconnect' {
  export const walletConnectUrl: string;
}
