import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Tag.module.css';
import { CheckIcon, ClockIcon, LockIcon, StarIcon, SyncIcon, UsersIcon } from './icons.tsx';
import { cx } from './cx.ts';

export type TagTone = 'primary' | 'secondary' | 'success' | 'warning' | 'danger' | 'neutral';

export interface TagProps {
  tone?: TagTone;
  outline?: boolean;
  size?: 'sm' | 'md';
  startIcon?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A small pill label. */
export function Tag({ tone = 'primary', outline = false, size = 'md', startIcon, children, className }: TagProps) {
  return (
    <span className={cx(styles.tag, styles[tone], outline && styles.outline, size === 'sm' && styles.sm, className)}>
      {startIcon}
      {children}
    </span>
  );
}

/** The badges the farms, pools and voting screens use. */
export type BadgeKind = 'core' | 'community' | 'dual' | 'manual' | 'auto' | 'voteNow' | 'soon' | 'closed';

/** One of the product's named badges, with its tone, icon and translated text. */
export function Badge({ kind, size, className }: { kind: BadgeKind; size?: 'sm' | 'md'; className?: string }) {
  const { t } = useTranslation();
  const icon = 14;
  const preset: Record<BadgeKind, { tone: TagTone; outline: boolean; icon: ReactNode; text: string }> = {
    core: { tone: 'primary', outline: true, icon: <CheckIcon size={icon} />, text: t('Core') },
    community: { tone: 'secondary', outline: true, icon: <UsersIcon size={icon} />, text: t('Community') },
    dual: { tone: 'warning', outline: true, icon: <StarIcon size={icon} />, text: t('Dual') },
    manual: { tone: 'secondary', outline: true, icon: <LockIcon size={icon} />, text: t('Manual') },
    auto: { tone: 'primary', outline: true, icon: <SyncIcon size={icon} />, text: t('Auto') },
    voteNow: { tone: 'success', outline: false, icon: <CheckIcon size={icon} />, text: t('Vote Now') },
    soon: { tone: 'secondary', outline: false, icon: <ClockIcon size={icon} />, text: t('Soon') },
    closed: { tone: 'neutral', outline: false, icon: <LockIcon size={icon} />, text: t('Closed') },
  };
  const p = preset[kind];
  return (
    <Tag tone={p.tone} outline={p.outline} startIcon={p.icon} size={size} className={className}>
      {p.text}
    </Tag>
  );
}
