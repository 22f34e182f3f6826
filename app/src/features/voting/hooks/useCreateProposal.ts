/**
 * The proposal form's state and its publishing (/voting/proposal/create): the values and which fields
 * were touched, validation against the current block, the hub's config and the creator's voting power at
 * the snapshot, and Publish (sign the EIP-712 proposal, send the envelope to the hub, open the proposal).
 */
import {
  combineDateTime,
  hasErrors,
  proposalSnapshotBlock,
  proposalTypedData,
  PROPOSAL_TYPES,
  SNAPSHOT_DOMAIN,
  validateProposalForm,
  type FormMessage,
  type ProposalFormField,
  type ProposalFormValues,
  type ProposalMessage,
} from '@fuelswap/sdk';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useConnection, useSignTypedData } from 'wagmi';
import { useCurrentBlock } from '../../../chain/blocks.ts';
import { runtime } from '../../../chain/runtime.ts';
import { useToasts } from '../../../ui/index.ts';
import { isUserRejection } from '../../wallet/index.ts';
import { fetchHubConfig, fetchPower, hubUrl, sendMessage } from '../data/hub.ts';
import { formMessage, initialValues } from '../logic.ts';

export function useCreateProposal() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { toastSuccess, toastError } = useToasts();
  const { address } = useConnection();
  const block = useCurrentBlock(runtime().chainId);
  const sign = useSignTypedData();
  const [values, setValues] = useState<ProposalFormValues>(initialValues);
  const [touched, setTouched] = useState<Partial<Record<ProposalFormField, boolean>>>({});
  const [publishing, setPublishing] = useState(false);
  const available = hubUrl() !== undefined;
  // The snapshot is not the author's choice: the block the proposal is created at (the head less a small lag,
  // the SDK's rule the hub checks), following the chain until publishing.
  const snapshot = block !== undefined ? String(proposalSnapshotBlock(BigInt(block))) : values.snapshot;
  const form = { ...values, snapshot };
  const errors = validateProposalForm(form, block !== undefined ? BigInt(block) : undefined);
  const config = useQuery({ queryKey: ['voting', 'config'], queryFn: fetchHubConfig, enabled: available, staleTime: 60_000 });
  const power = useQuery({
    queryKey: ['voting', 'power', address, snapshot],
    queryFn: address !== undefined ? () => fetchPower(address, snapshot) : skipToken,
    enabled: available && snapshot !== '',
    staleTime: 30_000,
  });
  const min = config.data ? BigInt(config.data.minProposalPower) : undefined;
  const enough = power.data && min !== undefined ? BigInt(power.data.total) >= min : undefined;

  const set = <K extends keyof ProposalFormValues>(k: K, v: ProposalFormValues[K]) => setValues((old) => ({ ...old, [k]: v }));
  const touch = (f: ProposalFormField) => setTouched((old) => ({ ...old, [f]: true }));
  const msg = (m: FormMessage) => formMessage(t, m);
  const fieldError = (f: ProposalFormField) => {
    const list = errors[f];
    return touched[f] && list?.length ? list.map(msg).join(' ') : undefined;
  };

  async function publish() {
    setTouched({ title: true, body: true, choices: true, startDate: true, startTime: true, endDate: true, endTime: true, snapshot: true });
    if (hasErrors(errors) || !address || !config.data || enough !== true) return;
    const start = combineDateTime(form.startDate, form.startTime);
    const end = combineDateTime(form.endDate, form.endTime);
    // The form passed validation, which only accepts dates and times that combine.
    if (!start || !end) throw new Error('The start or end date and time of a validated proposal could not be read.');
    const message: ProposalMessage = {
      from: address,
      space: config.data.space,
      timestamp: Math.floor(Date.now() / 1000),
      type: 'single-choice',
      title: form.title.trim(),
      body: form.body,
      discussion: '',
      choices: form.choices.map((c) => c.trim()),
      labels: [],
      start: Math.floor(start.getTime() / 1000),
      end: Math.floor(end.getTime() / 1000),
      snapshot: Number(form.snapshot),
      plugins: '{}',
      privacy: '',
      app: 'fuelswap',
    };
    setPublishing(true);
    try {
      const sig = await sign.mutateAsync(proposalTypedData(message));
      const { id } = await sendMessage({ address, sig, data: { domain: SNAPSHOT_DOMAIN, types: PROPOSAL_TYPES, message } });
      toastSuccess(t('Proposal created!'));
      void navigate(`/voting/proposal/${id}`);
    } catch (e) {
      if (!isUserRejection(e)) toastError(t('Error'), (e as Error).message);
    } finally {
      setPublishing(false);
    }
  }

  return {
    address,
    available,
    values,
    snapshot,
    set,
    touch,
    fieldError,
    /** The hub's config has loaded (Publish waits for it). */
    configLoaded: config.data !== undefined,
    /** The creator's voting power at the snapshot, once read. */
    power: power.data,
    min,
    enough,
    publishing,
    publish,
  };
}
