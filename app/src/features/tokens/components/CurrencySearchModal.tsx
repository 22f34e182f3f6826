/**
 * The Select a Token modal (spec 2.7): four views — search ("Select a
 * Token"), manage ("Manage"), import token ("Import Tokens") and import list
 * ("Import List"). Back from manage or import list returns to search; back
 * from import token returns to the view it came from.
 */
import { Suspense, lazy } from 'react';
import type { Currency } from '@fuelswap/sdk';
import { ImportVerdict } from '../safety/TokenSafetyVerdict.tsx';

export interface CurrencySearchModalProps {
  open: boolean;
  onDismiss: () => void;
  onCurrencySelect: (currency: Currency) => void;
  selectedCurrency?: Currency | null | undefined;
  otherSelectedCurrency?: Currency | null | undefined;
  showCommonBases?: boolean;
}

const CurrencySearchModalContent = lazy(() =>
  import('./CurrencySearchModalContent.tsx').then((m) => ({ default: m.CurrencySearchModalContent })),
);

/** The dialog while open; its code loads on the first open. */
export function CurrencySearchModal(props: CurrencySearchModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <CurrencySearchModalContent {...props} verdict={ImportVerdict} />
    </Suspense>
  );
}
