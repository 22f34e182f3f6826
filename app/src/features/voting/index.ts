// Public face of the voting feature. The router lazy-loads each page file directly so each is its own chunk:
// keep the file names, or update app/src/app/routes/routes.tsx.
export { VotingPage } from './VotingPage.tsx';
export { CreateProposalPage } from './CreateProposalPage.tsx';
export { ProposalPage } from './ProposalPage.tsx';
