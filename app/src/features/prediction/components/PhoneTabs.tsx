import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/index.ts';
import type { PhonePane } from '../hooks/usePanes.ts';
import styles from '../prediction.module.css';

/** Phones: the tab bar at the bottom that picks the one pane shown (cards, chart or history). */
export function PhoneTabs({ pane, onShow }: { pane: PhonePane; onShow: (p: PhonePane) => void }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.phoneTabs} aria-label={t('Prediction views')}>
      <Button size="sm" variant={pane === 'cards' ? 'primary' : 'text'} aria-pressed={pane === 'cards'} onClick={() => onShow('cards')}>
        {t('Cards')}
      </Button>
      <Button size="sm" variant={pane === 'chart' ? 'primary' : 'text'} aria-pressed={pane === 'chart'} onClick={() => onShow('chart')}>
        {t('Chart')}
      </Button>
      <Button
        size="sm"
        variant={pane === 'history' ? 'primary' : 'text'}
        aria-pressed={pane === 'history'}
        onClick={() => onShow('history')}
      >
        {t('History')}
      </Button>
    </nav>
  );
}
