/**
 * The Settings dialog: transaction settings (slippage tolerance, deadline; TransactionSettings.tsx) and interface
 * settings (expert mode, single-hop only, sounds, theme). Turning expert mode
 * on shows a confirmation view in the same dialog where the word "confirm"
 * must be typed.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { isConfirmWord } from '@fuelswap/sdk';
import { Button, HelpTooltip, Modal, Toggle, WarningIcon, cx, focusOnMount, useTheme } from '../../ui/index.ts';
import { useAudioPlay, useExactApprovals, useExpertMode, useSingleHopOnly } from './store.ts';
import { DeadlineSetting, SlippageSetting } from './TransactionSettings.tsx';
import styles from './settings.module.css';

export interface SettingsModalProps {
  open: boolean;
  onDismiss: () => void;
}

export function SettingsModal({ open, onDismiss }: SettingsModalProps) {
  // The content mounts with the dialog, so each opening starts on the main view.
  return open ? <SettingsDialog onDismiss={onDismiss} /> : null;
}

function SettingsDialog({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation();
  const [view, setView] = useState<'settings' | 'expert'>('settings');
  // After the prompt, focus returns to the expert-mode switch (the control that opened it).
  const [returnFocus, setReturnFocus] = useState(false);
  const back = () => {
    setReturnFocus(true);
    setView('settings');
  };
  const [, setExpertMode] = useExpertMode();
  return (
    <Modal
      open
      onDismiss={onDismiss}
      title={view === 'expert' ? t('Expert Mode') : t('Settings')}
      {...(view === 'expert' ? { onBack: back } : {})}
    >
      {view === 'expert' ? (
        <ExpertModeConfirm
          onConfirm={() => {
            setExpertMode(true);
            back();
          }}
          onCancel={back}
        />
      ) : (
        <SettingsView onEnableExpertMode={() => setView('expert')} focusExpertSwitch={returnFocus} />
      )}
    </Modal>
  );
}

function SettingsView({ onEnableExpertMode, focusExpertSwitch }: { onEnableExpertMode: () => void; focusExpertSwitch: boolean }) {
  const { t } = useTranslation();
  const expertRow = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusExpertSwitch) expertRow.current?.querySelector<HTMLElement>('[role="switch"]')?.focus();
  }, [focusExpertSwitch]);
  const transactionId = useId();
  const interfaceId = useId();
  const [expertMode, setExpertMode] = useExpertMode();
  const [singleHopOnly, setSingleHopOnly] = useSingleHopOnly();
  const [audioPlay, setAudioPlay] = useAudioPlay();
  const [exactApprovals, setExactApprovals] = useExactApprovals();
  const { theme, setTheme } = useTheme();
  return (
    <div className={styles.sections}>
      <section aria-labelledby={transactionId} className={styles.section}>
        <h3 id={transactionId} className={styles.sectionTitle}>
          {t('Transaction settings')}
        </h3>
        <SlippageSetting />
        <DeadlineSetting />
        <ToggleRow
          label={t('Approve exact amounts')}
          help={t(
            'Enable asks your wallet to approve exactly the amount needed instead of an unlimited amount. Safer; costs an approval each time you need more.',
          )}
          checked={exactApprovals}
          onChange={setExactApprovals}
        />
      </section>
      <section aria-labelledby={interfaceId} className={styles.section}>
        <h3 id={interfaceId} className={styles.sectionTitle}>
          {t('Interface settings')}
        </h3>
        <ToggleRow
          rowRef={expertRow}
          label={t('Expert Mode')}
          help={t('Bypasses confirmation modals and allows high slippage trades. Use at your own risk.')}
          checked={expertMode}
          onChange={(on) => (on ? onEnableExpertMode() : setExpertMode(false))}
        />
        <ToggleRow
          label={t('Disable Multihops')}
          help={t('Restricts swaps to direct pairs only.')}
          checked={singleHopOnly}
          onChange={setSingleHopOnly}
        />
        <ToggleRow label={t('Sounds')} help={t('Plays a sound when you select a token.')} checked={audioPlay} onChange={setAudioPlay} />
        <ToggleRow label={t('Dark mode')} checked={theme === 'dark'} onChange={(on) => setTheme(on ? 'dark' : 'light')} />
      </section>
    </div>
  );
}

function ToggleRow({
  label,
  help,
  checked,
  onChange,
  rowRef,
}: {
  label: string;
  help?: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  rowRef?: RefObject<HTMLDivElement | null>;
}) {
  return (
    <div className={styles.row} ref={rowRef}>
      <span className={styles.rowLabel}>
        <span aria-hidden>{label}</span>
        {help && <HelpTooltip text={help} />}
      </span>
      <Toggle checked={checked} onChange={onChange} aria-label={label} />
    </div>
  );
}

/** The expert-mode prompt: the word "confirm" must be typed before it turns on. */
export function ExpertModeConfirm({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState('');
  const ok = isConfirmWord(text);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ok) onConfirm();
  };
  return (
    <form className={styles.expert} onSubmit={submit} noValidate>
      <div className={styles.expertWarning} role="note">
        <WarningIcon size={20} aria-hidden />
        <p>
          {t(
            "Expert mode turns off the 'Confirm' transaction prompt and allows high slippage trades that often result in bad rates and lost funds.",
          )}
        </p>
      </div>
      <p className={styles.expertNote}>{t("Only use this mode if you know what you're doing.")}</p>
      <label htmlFor={inputId} className={styles.expertLabel}>
        {t('Please type the word "confirm" to enable expert mode.')}
      </label>
      <input
        id={inputId}
        // The prompt replaces the view that had focus: start in the field the user must fill.
        ref={focusOnMount}
        className={cx(styles.input, styles.expertInput)}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <div className={styles.expertActions}>
        <Button type="submit" variant="danger" fullWidth disabled={!ok}>
          {t('Turn On Expert Mode')}
        </Button>
        <Button variant="secondary" fullWidth onClick={onCancel}>
          {t('Cancel')}
        </Button>
      </div>
    </form>
  );
}
