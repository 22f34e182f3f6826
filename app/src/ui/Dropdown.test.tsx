// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Dropdown } from './Dropdown.tsx';
import { Select } from './Select.tsx';

afterEach(cleanup);

function Menu() {
  return (
    <>
      <Dropdown label="Trade">
        <a href="/swap">Exchange</a>
        <a href="/liquidity">Liquidity</a>
      </Dropdown>
      <button>Next</button>
    </>
  );
}

describe('Dropdown', () => {
  it('opens with Enter and focuses the first item; arrows move; Escape closes back to the trigger', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    const trigger = screen.getByRole('button', { name: 'Trade' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Exchange' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Liquidity' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Exchange' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Exchange' })).not.toBeInTheDocument();
  });

  it('opens with Space and ArrowDown too', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    const trigger = screen.getByRole('button', { name: 'Trade' });
    trigger.focus();
    await user.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Exchange' })).toHaveFocus());
  });

  it('lets Tab walk the items, and closes when focus leaves', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    const trigger = screen.getByRole('button', { name: 'Trade' });
    await user.click(trigger);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Exchange' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Liquidity' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(screen.getByRole('button', { name: 'Trade' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Trade' })).toHaveAttribute('aria-expanded', 'false');
  });
});

function Language() {
  const [value, setValue] = useState<'en-US' | 'de-DE' | 'fr-FR'>('en-US');
  return (
    <Select
      label="Language"
      value={value}
      onChange={setValue}
      options={[
        { value: 'en-US', label: 'English' },
        { value: 'de-DE', label: 'Deutsch' },
        { value: 'fr-FR', label: 'Français' },
      ]}
    />
  );
}

describe('Select', () => {
  it('chooses with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Language />);
    const button = screen.getByRole('button', { name: /^Language / });
    expect(button).toHaveTextContent('English');
    button.focus();
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox', { name: 'Language' });
    await waitFor(() => expect(listbox).toHaveFocus());
    expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(button).toHaveTextContent('Deutsch');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('jumps by typed letters and closes on Escape without choosing', async () => {
    const user = userEvent.setup();
    render(<Language />);
    const button = screen.getByRole('button', { name: /^Language / });
    await user.click(button);
    const listbox = screen.getByRole('listbox');
    await waitFor(() => expect(listbox).toHaveFocus());
    await user.keyboard('f');
    expect(listbox.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Français' }).id);
    await user.keyboard('{Escape}');
    expect(button).toHaveTextContent('English');
    expect(button).toHaveFocus();
  });
});
