/**
 * The Settings dialog: transaction settings (slippage tolerance, deadline) and interface
 * settings (expert mode, single-hop only, sounds, theme). Turning expert mode
 * on shows a confirmation view in the same dialog where the word "confirm"
 * must be typed.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  SLIPPAGE_PRESETS_BPS,
  deadlineMinutes,
  formatSlippagePercent,
  isConfirmWord,
  parseDeadlineMinutes,
  parseSlippageInput,
  slippageWarning,
  type SlippageWarning,
} from '@fuelswap/sdk';
import { Button, HelpTooltip, Modal, Toggle, WarningIcon, cx, focusOnMount, useTheme } from '../../ui/index.ts';
import { useAudioPlay, useExactApprovals, useExpertMode, useSingleHopOnly, useUserDeadline, useUserSlippage } from './store.ts';
import styles from './settings.module.css';

/** The spec's slippage texts (SDK SLIPPAGE_MESSAGES), as literal keys so the key check sees them. */
export function slippageText(t: TFunction, kind: 'invalid' | SlippageWarning): string {
  switch (kind) {
    case 'invalid':
      return t('Enter a valid slippage percentage');
    case 'may-fail':
      return t('Your transaction may fail');
    case 'may-frontrun':
      return t('Your transaction may be frontrun');
  }
}

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

function SettingLabel({ id, children, help }: { id: string; children: ReactNode; help: string }) {
  return (
    <div className={styles.settingLabel}>
      <span id={id}>{children}</span>
      <HelpTooltip text={help} />
    </div>
  );
}

/** A live message under a field: an error (danger) or a warning. Always rendered so screen readers hear changes. */
function FieldMessage({ id, error, warning }: { id: string; error?: string | undefined; warning?: string | undefined }) {
  const text = error ?? warning;
  return (
    <p id={id} className={cx(styles.message, error ? styles.error : styles.warning)} aria-live="polite">
      {text && (
        <>
          <WarningIcon size={16} aria-hidden />
          {text}
        </>
      )}
    </p>
  );
}

export function SlippageSetting() {
  const { t } = useTranslation();
  const labelId = useId();
  const inputId = useId();
  const messageId = useId();
  const [slippage, setSlippage] = useUserSlippage();
  const [text, setText] = useState(() => (SLIPPAGE_PRESETS_BPS.includes(slippage) ? '' : formatSlippagePercent(slippage)));

  const parsed = text.trim() === '' ? undefined : parseSlippageInput(text);
  const invalid = parsed !== undefined && 'error' in parsed;
  const warning = invalid ? undefined : slippageWarning(slippage);

  // The value before this edit: an invalid text puts it back, so a valid prefix typed on the way ("7" of "75") does not stick.
  const before = useRef(slippage);
  const onInput = (value: string) => {
    setText(value);
    const r = value.trim() === '' ? undefined : parseSlippageInput(value);
    if (r === undefined) return;
    setSlippage('bps' in r ? r.bps : before.current);
  };

  return (
    <div role="group" aria-labelledby={labelId} className={styles.setting}>
      <SettingLabel id={labelId} help={t('Your transaction will revert if the price changes unfavorably by more than this percentage.')}>
        {t('Slippage tolerance')}
      </SettingLabel>
      <div className={styles.slippageRow}>
        {SLIPPAGE_PRESETS_BPS.map((bps) => {
          const active = text === '' && slippage === bps;
          return (
            <Button
              key={bps}
              size="sm"
              variant={active ? 'primary' : 'tertiary'}
              aria-pressed={active}
              onClick={() => {
                setText('');
                setSlippage(bps);
              }}
            >
              {`${formatSlippagePercent(bps)}%`}
            </Button>
          );
        })}
        <span className={cx(styles.inputBox, invalid && styles.invalid, text !== '' && !invalid && styles.active)}>
          <input
            id={inputId}
            className={styles.input}
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            placeholder={formatSlippagePercent(slippage)}
            value={text}
            aria-label={t('Custom slippage tolerance in percent')}
            aria-invalid={invalid || undefined}
            aria-describedby={messageId}
            onChange={(e) => onInput(e.target.value)}
            onFocus={() => {
              if (!invalid) before.current = slippage;
            }}
            onBlur={() => {
              // A valid custom value is shown normalised; a preset value selects the preset.
              const r = text.trim() === '' ? undefined : parseSlippageInput(text);
              if (r && 'bps' in r) setText(SLIPPAGE_PRESETS_BPS.includes(r.bps) ? '' : formatSlippagePercent(r.bps));
            }}
          />
          <span aria-hidden className={styles.unit}>
            %
          </span>
        </span>
      </div>
      <FieldMessage
        id={messageId}
        error={invalid ? slippageText(t, 'invalid') : undefined}
        warning={warning ? slippageText(t, warning) : undefined}
      />
    </div>
  );
}

export function DeadlineSetting() {
  const { t } = useTranslation();
  const labelId = useId();
  const messageId = useId();
  const [deadline, setDeadline] = useUserDeadline();
  const [text, setText] = useState(() => String(deadlineMinutes(deadline)));
  const invalid = text.trim() !== '' && 'error' in parseDeadlineMinutes(text);
  const before = useRef(deadline);

  return (
    <div role="group" aria-labelledby={labelId} className={styles.setting}>
      <SettingLabel id={labelId} help={t('Your transaction will revert if it is pending for more than this long.')}>
        {t('Transaction deadline')}
      </SettingLabel>
      <div className={styles.deadlineRow}>
        <span className={cx(styles.inputBox, styles.deadlineBox, invalid && styles.invalid)}>
          <input
            className={styles.input}
            inputMode="numeric"
            autoComplete="off"
            placeholder={String(deadlineMinutes(deadline))}
            value={text}
            aria-label={t('Transaction deadline in minutes')}
            aria-invalid={invalid || undefined}
            aria-describedby={messageId}
            onChange={(e) => {
              setText(e.target.value);
              if (e.target.value.trim() === '') return;
              const r = parseDeadlineMinutes(e.target.value);
              setDeadline('seconds' in r ? r.seconds : before.current);
            }}
            onFocus={() => {
              if (!invalid) before.current = deadline;
            }}
            onBlur={() => {
              if (text.trim() === '') setText(String(deadlineMinutes(deadline)));
            }}
          />
        </span>
        <span aria-hidden>{t('minutes')}</span>
      </div>
      <FieldMessage id={messageId} error={invalid ? t('Enter a valid deadline') : undefined} />
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
