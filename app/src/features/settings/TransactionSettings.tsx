/**
 * The Settings dialog's transaction settings: slippage tolerance (presets or a custom percentage) and the deadline.
 * A text the rules refuse is shown with its message and puts the value before the edit back.
 */
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  SLIPPAGE_PRESETS_BPS,
  deadlineMinutes,
  formatSlippagePercent,
  parseDeadlineMinutes,
  parseSlippageInput,
  slippageWarning,
  type SlippageWarning,
} from '@fuelswap/sdk';
import { Button, HelpTooltip, WarningIcon, cx } from '../../ui/index.ts';
import { useUserDeadline, useUserSlippage } from './store.ts';
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
