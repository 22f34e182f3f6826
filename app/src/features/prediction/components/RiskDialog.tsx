/**
 * The first-visit risk dialog: two acknowledgements, both required, remembered in
 * localStorage so it is shown once per browser.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Modal, Text } from '../../../ui/index.ts';
import styles from '../prediction.module.css';

export const RISK_ACCEPTED_KEY = 'fuelswap:prediction:riskAccepted';

export function riskAccepted(): boolean {
  try {
    return localStorage.getItem(RISK_ACCEPTED_KEY) === '1';
  } catch {
    return false;
  }
}

export function RiskDialog({ onAccept }: { onAccept: () => void }) {
  const { t } = useTranslation();
  const [own, setOwn] = useState(false);
  const [beta, setBeta] = useState(false);
  const accept = () => {
    try {
      localStorage.setItem(RISK_ACCEPTED_KEY, '1');
    } catch {
      /* private mode: asked again next visit */
    }
    onAccept();
  };
  return (
    <Modal open title={t('Welcome!')} onDismiss={() => undefined} hideCloseButton dismissOnBackdrop={false}>
      <div className={styles.risk}>
        <Text bold>{t('This Product is in beta.')}</Text>
        <Text color="subtle">{t('Once you enter a position, you cannot cancel or adjust it.')}</Text>
        <Checkbox
          checked={own}
          onChange={setOwn}
          label={t(
            'I understand that I am using this product at my own risk. Any losses incurred due to my actions are my own responsibility.',
          )}
        />
        <Checkbox
          checked={beta}
          onChange={setBeta}
          label={t('I understand that this product is still in beta. I am participating at my own risk')}
        />
        <Button fullWidth disabled={!own || !beta} onClick={accept}>
          {t('Continue')}
        </Button>
      </div>
    </Modal>
  );
}
