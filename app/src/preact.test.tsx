// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
/**
 * The component tests render with Preact through the aliases in app/preact.ts, as the built app does, with one
 * copy of Preact shared by the app's JSX, its hooks and the libraries (vitest.config.ts). Were React's renderer
 * or a second Preact to come back, the first test would see no vnode, the second an input that never updates.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { options } from 'preact';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';

const before = options.vnode;
afterEach(() => {
  options.vnode = before;
});

it('renders the JSX through the Preact the tests import', () => {
  const types: unknown[] = [];
  options.vnode = (vnode) => {
    types.push(vnode.type);
    before?.(vnode);
  };
  render(<output>hello</output>);
  expect(types).toContain('output');
  expect(screen.getByText('hello').tagName).toBe('OUTPUT');
});

function Field() {
  const [value, setValue] = useState('');
  return (
    <>
      <input aria-label="amount" value={value} onChange={(e) => setValue(e.target.value)} />
      <p>{`typed ${value}`}</p>
    </>
  );
}

it("maps React's onChange on a text input to every keystroke, as React does", async () => {
  render(<Field />);
  await userEvent.setup().type(screen.getByLabelText('amount'), '1.5');
  expect(screen.getByText('typed 1.5')).toBeInTheDocument();
});
