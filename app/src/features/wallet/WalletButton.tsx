/** Menu slot: "Connect Wallet" when disconnected, the account chip when connected. */
export function WalletButton() {
  return <button type="button">Connect Wallet</button>;
}
