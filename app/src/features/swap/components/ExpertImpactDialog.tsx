/**
 * Expert mode's price-impact confirmations (spec 5, thresholds spec 9) as
 * in-app dialogs instead of window.confirm / window.prompt: at 10% or more a
 * confirm, at 15% or more the user types the word "confirm".
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Modal } from '../../../ui/index.ts';
import styles from '../swap.module.css';

export interface ExpertImpactDialogProps {
  kind: 'confirm' | 'type-confirm' | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ExpertImpactDialog({ kind, onConfirm, onCancel }: ExpertImpactDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={kind !== null} onDismiss={onCancel} title={t('Confirm Price Impact')}>
      {kind === 'type-confirm' ? (
        <TypeConfirm onConfirm={onConfirm} onCancel={onCancel} />
      ) : (
        <div className={styles.dialogBody}>
          <p>
            {t('This swap has a price impact of at least {{percent}}%. Please confirm that you would like to continue with this swap.', {
              percent: '10',
            })}
          </p>
          <div className={styles.dialogActions}>
            <Button variant="danger" onClick={onConfirm}>
              {t('Confirm')}
            </Button>
            <Button variant="secondary" onClick={onCancel}>
              {t('Cancel')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}

function TypeConfirm({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [word, setWord] = useState('');
  const ok = word.trim().toLowerCase() === 'confirm';
  return (
    <form
      className={styles.dialogBody}
      onSubmit={(e) => {
        e.preventDefault();
        if (ok) onConfirm();
      }}
    >
      <Input
        label={t('This swap has a price impact of at least {{percent}}%. Please type the word "confirm" to continue with this swap.', {
          percent: '15',
        })}
        value={word}
        autoComplete="off"
        onChange={(e) => setWord(e.target.value)}
      />
      <div className={styles.dialogActions}>
        <Button type="submit" variant="danger" disabled={!ok}>
          {t('Confirm')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('Cancel')}
        </Button>
      </div>
    </form>
  );
}
