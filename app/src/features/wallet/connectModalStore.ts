import { create } from 'zustand';

/** Whether the wallet connection dialog is open; any "Connect Wallet" button opens it. */
export const useConnectModal = create<{ open: boolean; show(): void; hide(): void }>((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
