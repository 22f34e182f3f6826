/** Which of /prediction's panes are open: the chart and the history beside the cards, or one pane at a time on phones. */
import { useState } from 'react';

export type PhonePane = 'cards' | 'chart' | 'history';

export function usePanes() {
  const [historyOpen, setHistoryOpen] = useState(false);
  const [chartOpen, setChartOpen] = useState(false);
  // Phones: one pane at a time, picked from the tab bar at the bottom.
  const [phonePane, setPhonePane] = useState<PhonePane>('cards');
  const showPane = (p: PhonePane) => {
    setPhonePane(p);
    setChartOpen(p === 'chart');
    setHistoryOpen(p === 'history');
  };
  return { historyOpen, setHistoryOpen, chartOpen, setChartOpen, phonePane, showPane };
}
