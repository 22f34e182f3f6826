// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sanitizeAmountInput } from '@fuelswap/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { NumericalInput } from './Input.tsx';

afterEach(cleanup);

/** A field whose owner stores whatever it is given (the stake, bid and contribute dialogs). */
function Trusting() {
  const [text, setText] = useState('');
  return (
    <>
      <NumericalInput aria-label="Amount" value={text} onUserInput={setText} />
      <output>{text}</output>
    </>
  );
}

/** A field whose owner refuses some edits itself by not storing them (the swap and liquidity panels). */
function Refusing() {
  const [text, setText] = useState('');
  return (
    <NumericalInput
      aria-label="Amount"
      value={text}
      onUserInput={(v) => {
        const next = sanitizeAmountInput(v);
        if (next !== null && next.length <= 4) setText(next);
      }}
    />
  );
}

describe('NumericalInput', () => {
  it('never shows nor passes on a keystroke the amount rule refuses', async () => {
    render(<Trusting />);
    const field = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(field, '1.5');
    await userEvent.type(field, '.3a');
    expect(field).toHaveValue('1.53');
    expect(screen.getByRole('status')).toHaveTextContent('1.53');
    await userEvent.type(field, 'x-e');
    expect(field).toHaveValue('1.53');
  });

  it('turns a comma into the point the amount keeps', async () => {
    render(<Trusting />);
    const field = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(field, '2,5');
    expect(field).toHaveValue('2.5');
    expect(screen.getByRole('status')).toHaveTextContent('2.5');
  });

  it('shows the stored value when its owner refuses an edit', async () => {
    render(<Refusing />);
    const field = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(field, '1.5');
    await userEvent.type(field, '.3a');
    expect(field).toHaveValue('1.53');
    // Past the owner's own limit: the field keeps what the owner stored.
    await userEvent.type(field, '9');
    expect(field).toHaveValue('1.53');
  });

  it('keeps the caret where it was when a keystroke in the middle is refused', async () => {
    render(<Trusting />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });
    await userEvent.type(field, '12.5');
    await userEvent.type(field, 'a', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(field).toHaveValue('12.5');
    expect(field.selectionStart).toBe(1);
    await userEvent.keyboard('7');
    expect(field).toHaveValue('172.5');
  });
});
