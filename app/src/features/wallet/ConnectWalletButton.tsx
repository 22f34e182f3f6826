/** The in-page "Connect Wallet" (or a custom label like "Start earning") button that opens the connect dialog. */
export function ConnectWalletButton(props: { label?: string; className?: string }) {
  return <button type="button" className={props.className}>{props.label ?? 'Connect Wallet'}</button>;
}
