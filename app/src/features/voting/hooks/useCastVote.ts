/**
 * Cast your vote: the chosen choice (1-based), the confirm dialog with the voter's power at the proposal's
 * snapshot (read when the dialog opens), and the vote (sign the EIP-712 vote, send the envelope to the hub,
 * reload the votes). The hub reads the power itself: the client never sends one.
 */
import { voteTypedData, VOTE_TYPES, SNAPSHOT_DOMAIN, type VoteMessage } from '@fuelswap/sdk';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection, useSignTypedData } from 'wagmi';
import { useToasts } from '../../../ui/index.ts';
import { isUserRejection } from '../../wallet/index.ts';
import { fetchPower, sendMessage, type Proposal, type Vote } from '../data/hub.ts';

export function useCastVote(p: Proposal, votes: Vote[]) {
  const { t } = useTranslation();
  const { address } = useConnection();
  const queryClient = useQueryClient();
  const { toastSuccess, toastError } = useToasts();
  const sign = useSignTypedData();
  const [choice, setChoice] = useState<number | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const power = useQuery({
    queryKey: ['voting', 'power', address, p.snapshot],
    queryFn: address !== undefined ? () => fetchPower(address, p.snapshot) : skipToken,
    enabled: confirming,
  });
  const voted = address !== undefined && votes.some((v) => v.voter.toLowerCase() === address.toLowerCase());

  async function vote() {
    if (!address || choice === undefined) return;
    const message: VoteMessage = {
      from: address,
      space: p.space.id,
      timestamp: Math.floor(Date.now() / 1000),
      proposal: p.id,
      choice,
      reason: '',
      app: 'fuelswap',
      metadata: '{}',
    };
    setSending(true);
    try {
      const sig = await sign.mutateAsync(voteTypedData(message));
      await sendMessage({ address, sig, data: { domain: SNAPSHOT_DOMAIN, types: VOTE_TYPES, message } });
      toastSuccess(t('Vote cast!'));
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: ['voting', 'votes', p.id] });
    } catch (e) {
      if (!isUserRejection(e)) toastError(t('Error'), (e as Error).message);
    } finally {
      setSending(false);
    }
  }

  return { address, choice, setChoice, confirming, setConfirming, sending, power, voted, vote };
}
