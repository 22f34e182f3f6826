/** One proposal from the hub with all its votes, checked against the verification service at its snapshot. */
import { skipToken, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchAllVotes, fetchProposal, hubUrl, verifyVotes, type Vote } from '../data/hub.ts';
import { markInvalid } from '../logic.ts';

export function useProposal(id: string) {
  const available = hubUrl() !== undefined;
  const proposal = useQuery({ queryKey: ['voting', 'proposal', id], queryFn: () => fetchProposal(id), enabled: available });
  const votes = useQuery({ queryKey: ['voting', 'votes', id], queryFn: () => fetchAllVotes(id), enabled: available && !!proposal.data });
  const snapshot = proposal.data?.snapshot;
  const voteList = votes.data;
  // Vote verification: votes the verification service says are not valid are marked and not counted.
  const verification = useQuery({
    queryKey: ['voting', 'verify', id, votes.data?.length],
    queryFn: voteList && voteList.length > 0 && snapshot !== undefined ? () => verifyVotes(snapshot, voteList) : skipToken,
    staleTime: 60_000,
  });
  const checked: Vote[] = useMemo(() => markInvalid(votes.data ?? [], verification.data), [votes.data, verification.data]);
  return { available, proposal, votes, checked };
}
