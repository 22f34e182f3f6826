// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n } from '../../i18n/testing.ts';
import { SettingsModal } from './SettingsModal.tsx';
import { slippageText } from './TransactionSettings.tsx';
import { SLIPPAGE_MESSAGES } from '@fuelswap/sdk';
import type { TFunction } from 'i18next';
import { SettingsButton } from './SettingsButton.tsx';
import { useSettingsStore } from './store.ts';

beforeAll(() => {
  initTestI18n();
});
beforeEach(() => {
  localStorage.clear();
  useSettingsStore.setState({
    userSlippageTolerance: 50,
    userDeadline: 1200,
    userExpertMode: false,
    userSingleHopOnly: false,
    audioPlay: true,
  });
});
afterEach(cleanup);

function open() {
  const user = userEvent.setup();
  render(<SettingsModal open onDismiss={() => {}} />);
  return user;
}

const slippageInput = () => screen.getByRole('textbox', { name: 'Custom slippage tolerance in percent' });
const deadlineInput = () => screen.getByRole('textbox', { name: 'Transaction deadline in minutes' });

describe('Settings dialog: slippage', () => {
  it('is a named dialog with both sections', () => {
    open();
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Transaction settings' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Interface settings' })).toBeInTheDocument();
  });

  it('offers the 0.1%, 0.5% and 1% presets, 0.5% selected by default', async () => {
    const user = open();
    expect(screen.getByRole('button', { name: '0.5%' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '0.1%' }));
    expect(useSettingsStore.getState().userSlippageTolerance).toBe(10);
    expect(screen.getByRole('button', { name: '0.1%' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Your transaction may fail')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '1%' }));
    expect(useSettingsStore.getState().userSlippageTolerance).toBe(100);
    expect(screen.queryByText('Your transaction may fail')).toBeNull();
  });

  it.each([
    ['0.3', 30, 'Your transaction may fail'],
    ['12', 1200, 'Your transaction may be frontrun'],
    ['5.01', 501, 'Your transaction may be frontrun'],
    ['5', 500, null],
    ['2,5', 250, null],
  ])('custom %s%% stores %i bps and warns %s', async (text, bps, message) => {
    const user = open();
    await user.type(slippageInput(), text);
    expect(useSettingsStore.getState().userSlippageTolerance).toBe(bps);
    expect(slippageInput()).not.toHaveAttribute('aria-invalid');
    for (const m of ['Your transaction may fail', 'Your transaction may be frontrun']) {
      if (m === message) expect(screen.getByText(m)).toBeInTheDocument();
      else expect(screen.queryByText(m)).toBeNull();
    }
  });

  it.each(['abc', '50', '75', '0.005', '1.2.3'])(
    'rejects %j with "Enter a valid slippage percentage" and keeps the stored value',
    async (text) => {
      const user = open();
      await user.type(slippageInput(), text);
      expect(screen.getByText('Enter a valid slippage percentage')).toBeInTheDocument();
      expect(slippageInput()).toHaveAttribute('aria-invalid', 'true');
      expect(slippageInput()).toHaveAccessibleDescription('Enter a valid slippage percentage');
      expect(useSettingsStore.getState().userSlippageTolerance).toBe(50);
    },
  );

  it('shows a stored custom value in the box', () => {
    useSettingsStore.setState({ userSlippageTolerance: 1234 });
    open();
    expect(slippageInput()).toHaveValue('12.34');
    expect(screen.getByText('Your transaction may be frontrun')).toBeInTheDocument();
  });
});

describe('slippageText', () => {
  it('uses the SDK texts as keys', () => {
    const id = ((k: string) => k) as unknown as TFunction;
    for (const kind of ['invalid', 'may-fail', 'may-frontrun'] as const) expect(slippageText(id, kind)).toBe(SLIPPAGE_MESSAGES[kind]);
  });
});

describe('Settings dialog: deadline', () => {
  it('shows the deadline in minutes and stores seconds', async () => {
    const user = open();
    expect(deadlineInput()).toHaveValue('20');
    await user.clear(deadlineInput());
    await user.type(deadlineInput(), '45');
    expect(useSettingsStore.getState().userDeadline).toBe(2700);
  });

  it.each(['0', '1.5', '-3', 'ten'])('rejects %j', async (text) => {
    const user = open();
    await user.clear(deadlineInput());
    await user.type(deadlineInput(), text);
    expect(screen.getByText('Enter a valid deadline')).toBeInTheDocument();
    expect(useSettingsStore.getState().userDeadline).toBe(1200);
  });
});

describe('Settings dialog: interface settings', () => {
  it('turns expert mode on only after the word "confirm" is typed', async () => {
    const user = open();
    await user.click(screen.getByRole('switch', { name: 'Expert Mode' }));
    expect(useSettingsStore.getState().userExpertMode).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Expert Mode' })).toBeInTheDocument();
    const turnOn = screen.getByRole('button', { name: 'Turn On Expert Mode' });
    expect(turnOn).toBeDisabled();
    const input = screen.getByRole('textbox', { name: 'Please type the word "confirm" to enable expert mode.' });
    expect(input).toHaveFocus();
    await user.type(input, 'confirmed');
    expect(turnOn).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'Confirm{Enter}');
    expect(useSettingsStore.getState().userExpertMode).toBe(true);
    // back on the settings view, with the switch on; turning it off needs no prompt
    const sw = screen.getByRole('switch', { name: 'Expert Mode' });
    expect(sw).toHaveAttribute('aria-checked', 'true');
    // Focus comes back in an effect, which Preact runs after the next frame.
    await waitFor(() => expect(sw).toHaveFocus());
    await user.click(sw);
    expect(useSettingsStore.getState().userExpertMode).toBe(false);
  });

  it('cancelling the prompt leaves expert mode off', async () => {
    const user = open();
    await user.click(screen.getByRole('switch', { name: 'Expert Mode' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(useSettingsStore.getState().userExpertMode).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
  });

  it('toggles single-hop only, sounds and the theme', async () => {
    const user = open();
    await user.click(screen.getByRole('switch', { name: 'Disable Multihops' }));
    expect(useSettingsStore.getState().userSingleHopOnly).toBe(true);
    await user.click(screen.getByRole('switch', { name: 'Sounds' }));
    expect(useSettingsStore.getState().audioPlay).toBe(false);
    await user.click(screen.getByRole('switch', { name: 'Dark mode' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    await user.click(screen.getByRole('switch', { name: 'Dark mode' }));
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});

describe('SettingsButton', () => {
  it('opens the dialog and closes it with Escape', async () => {
    const user = userEvent.setup();
    render(<SettingsButton />);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    // The dialog's code loads on the first click.
    expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
