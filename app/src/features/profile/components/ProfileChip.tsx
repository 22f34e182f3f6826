import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { skipToken, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'wouter';
import { useConfig, useConnection } from 'wagmi';
import { fuelBunniesAbi, fuelProfileAbi } from '@fuelswap/contracts';
import { runtime } from '../../../chain/runtime.ts';
import { ReadPlan, readContractOnce, readPlanOnce, readValue } from '../../../chain/reads.ts';
import { profileContracts } from '../data/reads.ts';
import { fetchUsername, readProfileCookie, writeProfileCookie } from '../data/api.ts';
import { bunnyImageUrl } from './BunnyImage.tsx';
import styles from './profile.module.css';

/** Query key of the chip's data: not refreshed per block (one read when the account changes or a profile action ends). */
export const PROFILE_CHIP_KEY = 'profileChip';

interface ChipData {
  username: string;
  variationId: number | undefined;
  isActive: boolean;
}

/**
 * The menu's profile chip: the picture and username, a marker when
 * there is no username, a link to /profile. The cookie profile_{address} (30 days) paints it before the reads.
 */
export function ProfileChip() {
  const { t } = useTranslation();
  const { address } = useConnection();
  const config = useConfig();
  const c = profileContracts();
  const q = useQuery({
    queryKey: [PROFILE_CHIP_KEY, address, c?.profile],
    staleTime: Infinity,
    queryFn:
      address && c
        ? async (): Promise<ChipData | null> => {
            const account = address;
            const chainId = runtime().chainId;
            // One aggregate3; a failed read, or a failed request, counts as "no profile".
            const plan = new ReadPlan(chainId);
            const registeredRead = plan.add(c.profile, fuelProfileAbi, 'hasRegistered', [account]);
            const profileRead = plan.add(c.profile, fuelProfileAbi, 'getUserProfile', [account]);
            const results = await readPlanOnce(config, plan).catch(() => undefined);
            const registered = readValue(results, registeredRead);
            const p = readValue(results, profileRead);
            if (!registered) return null;
            let variationId: number | undefined;
            if (p?.[5]) {
              const v = await readContractOnce(config, {
                address: c.bunnies,
                abi: fuelBunniesAbi,
                functionName: 'bunnyIds',
                args: [p[4]],
                chainId,
              }).catch(() => undefined);
              variationId = v === undefined ? undefined : Number(v);
            }
            return { username: await fetchUsername(account), variationId, isActive: !!p?.[5] };
          }
        : skipToken,
  });
  const cookie = address ? readProfileCookie(address) : undefined;
  useEffect(() => {
    if (address && q.data)
      writeProfileCookie(address, {
        username: q.data.username,
        ...(q.data.variationId !== undefined ? { variationId: q.data.variationId } : {}),
      });
  }, [address, q.data]);

  if (!address || !c) return null;
  if (q.data === null) return null; // no profile: nothing to show
  const data: ChipData | undefined =
    q.data ?? (cookie ? { username: cookie.username, variationId: cookie.variationId, isActive: true } : undefined);
  if (!data) return null;
  const label = data.username ? `@${data.username}` : t('No username set');
  return (
    <RouterLink to="/profile" className={styles.chip} aria-label={t('Your Profile: {{name}}', { name: label })} data-testid="profile-chip">
      {data.variationId !== undefined ? (
        <img
          src={bunnyImageUrl(data.variationId)}
          alt=""
          className={`${styles.chipImage} ${data.isActive ? '' : styles.paused}`}
          width={28}
          height={28}
        />
      ) : (
        <span className={styles.chipImage} aria-hidden="true" />
      )}
      {data.username ? <span>{label}</span> : <span className={styles.marker} title={label} aria-hidden="true" />}
    </RouterLink>
  );
}
