// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../i18n/testing.ts';
import { Modal } from './Modal.tsx';

beforeAll(() => void initTestI18n());
afterEach(cleanup);

function Harness({ withBack = false }: { withBack?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open settings</button>
      <button>Elsewhere</button>
      <Modal open={open} onDismiss={() => setOpen(false)} title="Settings" onBack={withBack ? () => {} : undefined}>
        <input aria-label="Slippage" />
        <button>Save</button>
      </Modal>
    </>
  );
}

/** A confirmation whose focused button is replaced by its "submitted" step, as the swap's confirm dialog does. */
function Steps() {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open confirm</button>
      <Modal open={open} onDismiss={() => setOpen(false)} title="Confirm" hideCloseButton>
        {sent ? <p>Submitted</p> : <button onClick={() => setSent(true)}>Send</button>}
        {sent && <button>View</button>}
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('still closes on Escape, and Tab stays inside, when its focused control was re-rendered away', async () => {
    const user = userEvent.setup();
    render(<Steps />);
    await user.click(screen.getByText('Open confirm'));
    await user.keyboard('{Enter}');
    expect(screen.getByText('Submitted')).toBeInTheDocument();
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'View' })).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a dialog named by its title', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByText('Open settings'));
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  it('moves focus inside on open and traps Tab and Shift+Tab', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByText('Open settings'));
    const close = screen.getByRole('button', { name: 'Close' });
    const input = screen.getByLabelText('Slippage');
    const save = screen.getByRole('button', { name: 'Save' });
    // First tabbable element: the close button in the header.
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByText('Open settings');
    await user.click(opener);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button and on a backdrop click, not on a click inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByText('Open settings'));
    await user.click(screen.getByLabelText('Slippage'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByText('Open settings'));
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByRole('dialog').parentElement! });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a back button when given onBack', async () => {
    const user = userEvent.setup();
    render(<Harness withBack />);
    await user.click(screen.getByText('Open settings'));
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
  });
});
