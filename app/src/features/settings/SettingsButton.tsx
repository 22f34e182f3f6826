import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton, SettingsIcon } from '../../ui/index.ts';
import { useExpertMode } from './store.ts';
import styles from './settings.module.css';

/** Loaded on the first click: no page needs the dialog's code to render. */
const SettingsModal = lazy(() => import('./SettingsModal.tsx').then((m) => ({ default: m.SettingsModal })));

/** The cog of a page header (PageHeader's `settings` slot): opens the Settings dialog. Marks expert mode while it is on. */
export function SettingsButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [expertMode] = useExpertMode();
  return (
    <>
      <span className={styles.buttonWrap}>
        <IconButton label={t('Settings')} aria-haspopup="dialog" className={className} onClick={() => setOpen(true)}>
          <SettingsIcon />
        </IconButton>
        {expertMode && (
          <span className={styles.expertBadge} title={t('Expert mode is on')}>
            <span className="fs-visually-hidden">{t('Expert mode is on')}</span>
          </span>
        )}
      </span>
      {open && (
        <Suspense fallback={null}>
          <SettingsModal open onDismiss={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
