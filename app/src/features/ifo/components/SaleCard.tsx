/**
 * One pool of a sale: Basic Sale (capped per user) or Unlimited
 * Sale (overflow tax). Its call to action comes from the SDK's saleAction:
 * connect, activate a profile, wait for the start, Get LP tokens, Enable,
 * Commit LP Tokens, Max. Committed, then after the end Claim (offering +
 * refund) or Claimed.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fuelIFOAbi } from '@fuelswap/contracts';
import { formatStaked, formatUsd, formatUsdPrice, progressBps, saleAction, taxRatePercent, type IfoStatus } from '@fuelswap/sdk';
import { useLocalizeNumber } from '../../../i18n/numbers.ts';
import { Button, ButtonLink, Card, HelpTooltip, Skeleton, Tag, Text } from '../../../ui/index.ts';
import { ConnectWalletButton } from '../../wallet/index.ts';
import { approve, call, prepareCall, retryFailureText, useWriteAction } from '../../../chain/write/index.ts';
import { LivePreview } from '../../transactions/index.ts';
import type { IfoData, IfoView, SalePool, SaleUserPool } from '../hooks/useIfoData.ts';
import { ContributeModal } from './ContributeModal.tsx';
import { formatLp } from '../format.ts';
import styles from '../ifo.module.css';

const LP = 'FUEL-BNB LP';
const WAD = 10n ** 18n;
const TOKEN_DECIMALS = 18;

export function SaleCard({
  ifo,
  pool,
  status,
  data,
  getLpUrl,
}: {
  ifo: IfoView;
  pool: SalePool;
  status: IfoStatus;
  data: IfoData;
  getLpUrl: string;
}) {
  const { t } = useTranslation();
  const n = useLocalizeNumber();
  const [contributing, setContributing] = useState(false);
  const [claimBlocked, setClaimBlocked] = useState(false);
  const { run, pending: inFlight, stale } = useWriteAction(data.refetch, { failure: retryFailureText });
  // While the chain is not responding nothing signs: every button that checks `pending` is disabled.
  const pending = inFlight ?? (stale ? 'stale' : undefined);
  const token = ifo.entry.tokenSymbol;
  const sale = ifo.deployed.address;
  const isV1 = ifo.deployed.version === 1;
  const account = data.account;
  const userPool: SaleUserPool | undefined = pool.pid === 0 ? ifo.user?.basic : ifo.user?.unlimited;
  const allowance = data.allowances.get(sale.toLowerCase()) ?? 0n;
  const action = saleAction(status, {
    connected: data.account !== undefined,
    hasActiveProfile: data.hasActiveProfile === true,
    allowance,
    lpBalance: data.lpBalance ?? 0n,
    committed: userPool?.committed ?? 0n,
    claimed: userPool?.claimed ?? false,
    limitPerUser: pool.limitPerUser,
  });
  const key = `${ifo.entry.id}-${pool.pid}`;
  const usd = (lp: bigint) => (data.lpPriceUsd === undefined ? undefined : formatUsd((lp * data.lpPriceUsd) / WAD));
  // A sale token often costs a fraction of a cent: its price keeps significant digits where dollars keep two decimals.
  const pricePerToken =
    data.lpPriceUsd === undefined || pool.offeringAmount === 0n
      ? undefined
      : formatUsdPrice((pool.raisingAmount * data.lpPriceUsd) / pool.offeringAmount);
  const title = pool.pid === 0 ? t('Basic Sale') : t('Unlimited Sale');

  const enable = () => {
    // A card is only shown for a deployed sale, and the deployment names the LP token the sales take.
    const lpToken = data.lpToken;
    if (!lpToken) throw new Error('Cannot enable the sale: the LP token it takes is not known.');
    return run(
      `${key}-enable`,
      approve({ token: lpToken, spender: sale, amount: 2n ** 255n, summary: t('Enable {{symbol}}', { symbol: LP }) }),
      {
        success: { title: t('Contract Enabled'), description: t('You can now take part in the {{name}} sale!', { name: ifo.entry.name }) },
      },
    );
  };
  const commit = (amount: bigint) =>
    run(
      `${key}-commit`,
      call({
        address: sale,
        abi: fuelIFOAbi,
        functionName: isV1 ? 'deposit' : 'depositPool',
        args: isV1 ? [amount] : [amount, pool.pid],
        summary: t('Commit {{amount}} {{symbol}}', { amount: formatLp(amount), symbol: LP }),
      }),
      {
        success: {
          title: t('Success!'),
          description: t('You have contributed {{amount}} {{symbol}} to this IFO!', { amount: formatLp(amount), symbol: LP }),
        },
      },
    );
  // The claim is a button, not a dialog: its simulated result shows above it before the wallet prompt,
  // from the same call it sends.
  const claimCall = prepareCall({
    address: sale,
    abi: fuelIFOAbi,
    functionName: isV1 ? 'harvest' : 'harvestPool',
    args: isV1 ? [] : [pool.pid],
    summary: t('Claim {{token}}', { token }),
  });
  const claim = () =>
    run(`${key}-claim`, claimCall.send, {
      success: { title: t('Success!'), description: t('You have successfully claimed your rewards.') },
    });

  const committed = userPool?.committed ?? 0n;
  const finished = status === 'finished';
  return (
    <Card className={styles.sale} data-sale={`${ifo.entry.id}-${pool.pid === 0 ? 'basic' : 'unlimited'}`}>
      <div className={styles.saleHead}>
        <h3 className={styles.saleTitle}>{title}</h3>
        {pool.hasTax && (
          <Tag tone="warning" size="sm">
            {t('Additional fee: {{rate}}%', { rate: taxRatePercent(pool.taxRate && pool.taxRate > 0n ? pool.taxRate : 10_000_000_000n) })}
          </Tag>
        )}
      </div>
      {/* Only a participant has amounts to show: a past sale's non-participant sees only that they did not take part. */}
      {data.account && committed > 0n && (
        <dl className={styles.amounts}>
          <div>
            <dt>{finished ? t('Your {{symbol}} RECLAIMED', { symbol: LP }) : t('Your {{symbol}} committed', { symbol: LP })}</dt>
            <dd>{n(formatLp(finished ? (userPool?.refund ?? 0n) : committed))}</dd>
          </div>
          <div>
            <dt>{userPool?.claimed ? t('Your {{token}} RECEIVED', { token }) : t('Your {{token}} to receive', { token })}</dt>
            <dd>{n(formatStaked(userPool?.offering ?? 0n, TOKEN_DECIMALS))}</dd>
          </div>
        </dl>
      )}
      <div className={styles.cta}>
        {action === 'connect' && <ConnectWalletButton fullWidth />}
        {action === 'activate_profile' && (
          <>
            <Text size="sm">{t('You need an active profile to take part in an IFO!')}</Text>
            <ButtonLink to="/profile" fullWidth>
              {t('Activate your Profile')}
            </ButtonLink>
          </>
        )}
        {action === 'not_started' && (
          <Text size="sm" color="subtle">
            {t('The sale has not started yet.')}
          </Text>
        )}
        {action === 'get_lp' && (
          <>
            <Text size="sm">{t('LP Tokens required')}</Text>
            <ButtonLink to={getLpUrl} fullWidth variant="secondary">
              {t('Get LP tokens')}
            </ButtonLink>
          </>
        )}
        {action === 'enable' && (
          <Button fullWidth loading={pending === `${key}-enable`} disabled={pending !== undefined} onClick={() => void enable()}>
            {t('Enable')}
          </Button>
        )}
        {action === 'commit' && (
          <Button fullWidth disabled={pending !== undefined} onClick={() => setContributing(true)}>
            {t('Commit LP Tokens')}
          </Button>
        )}
        {action === 'max_committed' && (
          <Button fullWidth disabled>
            {t('Max. Committed')}
          </Button>
        )}
        {action === 'claim' && account && pending !== `${key}-claim` && (
          <LivePreview
            account={account}
            queryKey={['ifo-claim', account, sale, pool.pid]}
            build={async () => ({ call: { account, ...claimCall.preview } })}
            onBlocked={setClaimBlocked}
          />
        )}
        {action === 'claim' && (
          <div className={styles.claimRow}>
            <Button
              fullWidth
              loading={pending === `${key}-claim`}
              disabled={pending !== undefined || claimBlocked}
              onClick={() => void claim()}
            >
              {t('Claim')}
            </Button>
            <HelpTooltip
              label={t('About claiming')}
              text={t(
                'You get your share of the offered tokens and, if the sale was oversubscribed, the LP that was not needed, less any fee.',
              )}
            />
          </div>
        )}
        {action === 'claimed' && (
          <Button fullWidth disabled>
            {t('Claimed')}
          </Button>
        )}
        {action === 'did_not_participate' && (
          <Text size="sm" color="subtle">
            {t('You didn’t participate in this sale!')}
          </Text>
        )}
      </div>
      <dl className={styles.details}>
        {pool.limitPerUser > 0n && (
          <div>
            <dt>{t('Max. LP token entry')}</dt>
            <dd>{n(formatLp(pool.limitPerUser))}</dd>
          </div>
        )}
        <div>
          <dt>{t('Funds to raise:')}</dt>
          <dd>{usd(pool.raisingAmount) !== undefined ? n(`$${usd(pool.raisingAmount)}`) : '-'}</dd>
        </div>
        <div>
          <dt>{t('Price per {{token}}:', { token })}</dt>
          <dd>{pricePerToken !== undefined ? n(`$${pricePerToken}`) : '-'}</dd>
        </div>
        <div>
          <dt>{t('Total committed:')}</dt>
          <dd>
            {usd(pool.totalAmount) !== undefined ? n(`~$${usd(pool.totalAmount)}`) : '-'} ({n((Number(progressBps(pool)) / 100).toFixed(2))}
            %)
          </dd>
        </div>
      </dl>
      {contributing && (
        <ContributeModal
          symbol={LP}
          balance={data.lpBalance ?? 0n}
          committed={committed}
          limit={pool.limitPerUser}
          lpPriceUsd={data.lpPriceUsd}
          getLpUrl={getLpUrl}
          pending={pending === `${key}-commit`}
          onConfirm={commit}
          onDismiss={() => setContributing(false)}
          account={account}
          // The dialog previews only with an account, so without one it has no preview to build.
          preview={
            account
              ? (amount) => ({
                  call: {
                    account,
                    address: sale,
                    abi: fuelIFOAbi,
                    functionName: isV1 ? 'deposit' : 'depositPool',
                    args: isV1 ? [amount] : [amount, pool.pid],
                  },
                  options: { tokens: data.lpToken ? [data.lpToken] : [] },
                })
              : undefined
          }
        />
      )}
    </Card>
  );
}

/**
 * A sale card while its sale is read: the same card, head, call-to-action and detail rows as SaleCard (the labels
 * are known, the figures are not), so the real card takes its place without moving what is below it. Hidden from
 * assistive technology: the list says it is loading.
 */
export function SaleCardSkeleton({ pid, token }: { pid: 0 | 1; token: string }) {
  const { t } = useTranslation();
  return (
    <Card className={styles.sale} aria-hidden data-sale-skeleton={pid === 0 ? 'basic' : 'unlimited'}>
      <div className={styles.saleHead}>
        <h3 className={styles.saleTitle}>{pid === 0 ? t('Basic Sale') : t('Unlimited Sale')}</h3>
      </div>
      {/* A full-width button's height (md): the connect, enable or commit button that comes here. */}
      <div className={styles.cta}>
        <Skeleton height={48} />
      </div>
      <dl className={styles.details}>
        {pid === 0 && (
          <div>
            <dt>{t('Max. LP token entry')}</dt>
            <dd>-</dd>
          </div>
        )}
        <div>
          <dt>{t('Funds to raise:')}</dt>
          <dd>-</dd>
        </div>
        <div>
          <dt>{t('Price per {{token}}:', { token })}</dt>
          <dd>-</dd>
        </div>
        <div>
          <dt>{t('Total committed:')}</dt>
          <dd>-</dd>
        </div>
      </dl>
    </Card>
  );
}
