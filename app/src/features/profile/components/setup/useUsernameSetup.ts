import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from 'wagmi';
import { signMessage } from 'wagmi/actions';
import type { Address } from 'viem';
import { buildRegistrationMessage, checkUsername, newRegistrationNonce } from '@fuelswap/sdk';
import { runtime } from '../../../../chain/runtime.ts';
import { apiUrl, registerUsername, useUsername, useUsernameCheck } from '../../data/api.ts';

/**
 * The name step's state: the name typed, its rules at once and its availability 200 ms after the last keystroke,
 * the acknowledgement, and the signed registration with the API. A name registered before (names never change) is
 * `existing`: shown, not asked again. Without a username service (`hasApi` false) the step only shows the cost.
 */
export function useUsernameSetup(account: Address) {
  const { t } = useTranslation();
  const config = useConfig();
  const hasApi = !!apiUrl();
  const existing = useUsername(account).username;
  const [name, setName] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [acknowledged, setAcknowledged] = useState(false);
  const [signError, setSignError] = useState<string | undefined>(undefined);
  const format = name === '' ? undefined : checkUsername(name);
  const check = useUsernameCheck(name, hasApi && name !== '' && checkUsername(name).ok);
  // A name confirmed and then changed is to confirm again.
  useEffect(() => setConfirmed(false), [name]);

  const confirm = async () => {
    setSignError(undefined);
    try {
      const message = buildRegistrationMessage({
        username: name,
        address: account,
        chainId: runtime().chainId,
        nonce: newRegistrationNonce(),
        issuedAt: new Date().toISOString(),
      });
      let signature: string;
      try {
        signature = await signMessage(config, { account, message });
      } catch {
        setSignError(t('Unable to sign payload'));
        return;
      }
      // The names' queries are not invalidated here: the step keeps its Confirmed name rather than turning into "Your
      // name", and the profile reads the name afresh when it opens (the query is stale at once).
      await registerUsername({ address: account, username: name, signature, message });
      setConfirmed(true);
    } catch (e) {
      setSignError(e instanceof Error && e.message ? e.message : t('Unable to verify username'));
    }
  };

  return {
    hasApi,
    existing,
    name,
    setName,
    format,
    check,
    confirmed,
    acknowledged,
    setAcknowledged,
    signError,
    confirm,
    /** The setup's rule: the name step passes once the name is confirmed, or when there is nothing to ask. */
    done: { usernameConfirmed: confirmed || !hasApi || existing !== '', acknowledged: acknowledged || !hasApi || existing !== '' },
  };
}

export type UsernameSetup = ReturnType<typeof useUsernameSetup>;
