/**
 * The action boxes of every yield card (farm card, pool and vault actions):
 * a titled box, its "connect a wallet" and "loading" states, and the amount
 * row (an amount, its dollar value, and the box's buttons). One markup for
 * the three cards; each card keeps only its own contract calls.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '@fuelswap/sdk';
import { actionBox, AmountWithUsd, Button } from '../../ui/index.ts';
import { ConnectWalletButton } from '../wallet/index.ts';

export function ActionBox({
  label,
  title,
  busy = false,
  children,
}: {
  label: string;
  title: ReactNode;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={actionBox.box} aria-label={label} aria-busy={busy ? 'true' : undefined}>
      <div className={actionBox.boxTitle}>{title}</div>
      {children}
    </section>
  );
}

/** No wallet: the box offers to connect one. */
export function ConnectBox({ label, title, connectLabel }: { label: string; title: string; connectLabel?: string }) {
  return (
    <ActionBox label={label} title={title}>
      <ConnectWalletButton {...(connectLabel !== undefined ? { label: connectLabel } : {})} fullWidth />
    </ActionBox>
  );
}

/** The user's reads are not in yet. */
export function LoadingBox({ label, title }: { label: string; title: string }) {
  const { t } = useTranslation();
  return (
    <ActionBox label={label} title={title} busy>
      <Button fullWidth disabled>
        {t('Loading…')}
      </Button>
    </ActionBox>
  );
}

/** An amount with its dollar value (a dash when unknown), and the box's buttons. */
export function AmountRow({
  testId,
  value,
  usd,
  children,
}: {
  testId: string;
  value: string;
  usd: bigint | undefined;
  children?: ReactNode;
}) {
  return (
    <div className={actionBox.boxRow}>
      <AmountWithUsd testId={testId} value={value} usd={usd !== undefined ? formatUsd(usd) : undefined} />
      {children}
    </div>
  );
}

/** The buttons at the end of an amount row. */
export function RowButtons({ children }: { children: ReactNode }) {
  return <div className={actionBox.buttons}>{children}</div>;
}
