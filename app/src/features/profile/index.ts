// Public face of the profile feature. The router lazy-loads each page file directly so each is its own chunk:
// keep the file names, or update app/src/app/routes/routes.tsx.
// The pages are deliberately not re-exported: a feature that imports this index (home does) would load a page's
// code with its own.
// Shared with the teams and collectibles screens (one batched read per block, the writes, the pictures).
export { useProfileData, profileContracts, type ProfileData, type OwnedCollectible, type Team } from './data/reads.ts';
export { useProfileAction, sends, profileCalls } from './data/actions.ts';
export { BunnyImage, bunnyImageUrl } from './components/BunnyImage.tsx';
export { TransferModal } from './components/TransferModal.tsx';
export { ProfileChip } from './components/ProfileChip.tsx';
export { default as profileStyles } from './components/profile.module.css';
export { fetchUsername } from './data/api.ts';
