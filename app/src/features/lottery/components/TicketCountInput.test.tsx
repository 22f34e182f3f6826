// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TicketCountInput } from './TicketCountInput.tsx';

afterEach(cleanup);

function Field() {
  const [raw, setRaw] = useState('');
  return (
    <>
      <label htmlFor="tickets">Tickets</label>
      <TicketCountInput id="tickets" value={raw} onChange={setRaw} invalid={false} describedBy="x" />
      <output>{raw}</output>
    </>
  );
}

describe('the ticket-count field', () => {
  it('takes every digit typed, in the middle too, and shows nothing it refused', async () => {
    render(<Field />);
    const input = screen.getByLabelText('Tickets') as HTMLInputElement;
    const user = userEvent.setup();
    await user.type(input, '15');
    expect(input).toHaveValue('15');
    // A letter, a point, a sign: refused and never shown, each on its own; the next digit still lands.
    for (const key of ['a', '.', '-', '+', 'e']) {
      await user.type(input, key);
      expect(input).toHaveValue('15');
    }
    await user.type(input, '2');
    expect(input).toHaveValue('152');
    expect(screen.getByRole('status')).toHaveTextContent('152');
    // A digit typed before the others (caret moved to the start).
    input.setSelectionRange(0, 0);
    await user.type(input, '9', { initialSelectionStart: 0, initialSelectionEnd: 0 });
    expect(input).toHaveValue('9152');
    await user.clear(input);
    expect(input).toHaveValue('');
  });
});
