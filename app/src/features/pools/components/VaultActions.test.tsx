// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../i18n/testing.ts';
import type { VaultView } from '../hooks/usePoolsData.ts';
import { VaultFeeTerms } from './VaultActions.tsx';

beforeAll(() => void initTestI18n());
afterEach(cleanup);

const vault = (withdrawFee: bigint | undefined, withdrawFeePeriod: bigint | undefined) => ({ withdrawFee, withdrawFeePeriod }) as VaultView;

describe('VaultFeeTerms (before staking in the vault)', () => {
  it('reads the fee and its window from the vault: "0.1% unstaking fee if withdrawn within 72h"', () => {
    render(<VaultFeeTerms vault={vault(10n, 259_200n)} />);
    expect(screen.getByTestId('vault-fee-terms')).toHaveTextContent('0.1% unstaking fee if withdrawn within 72h');
  });

  it('says nothing before the fee is read, or when the vault charges none', () => {
    const { container } = render(
      <>
        <VaultFeeTerms vault={vault(undefined, 259_200n)} />
        <VaultFeeTerms vault={vault(0n, 259_200n)} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
