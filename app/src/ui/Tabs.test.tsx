// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TabPanel, Tabs } from './Tabs.tsx';

afterEach(cleanup);

type V = 'live' | 'finished' | 'mine';

function Harness({ disabled }: { disabled?: V }) {
  const [value, setValue] = useState<V>('live');
  return (
    <>
      <button>Before</button>
      <Tabs
        label="Pool view"
        idPrefix="pools"
        value={value}
        onChange={setValue}
        items={[
          { value: 'live', label: 'Live' },
          { value: 'finished', label: 'Finished', disabled: disabled === 'finished' },
          { value: 'mine', label: 'Mine' },
        ]}
      />
      <TabPanel idPrefix="pools" value={value}>
        Panel {value}
      </TabPanel>
      <button>After</button>
    </>
  );
}

describe('Tabs', () => {
  it('has tablist/tab/tabpanel roles wired by ids', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Pool view' })).toBeInTheDocument();
    const live = screen.getByRole('tab', { name: 'Live' });
    expect(live).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('aria-labelledby', live.id);
    expect(live).toHaveAttribute('aria-controls', panel.id);
  });

  it('keeps only the selected tab in the Tab order (roving tabindex)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByText('Before'));
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Live' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Finished' })).toHaveAttribute('tabindex', '-1');
  });

  it('moves and selects with arrows, wrapping, and Home/End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Live' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Finished' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Finished' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel finished');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Live' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Mine' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Live' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Mine' })).toHaveFocus();
  });

  it('skips disabled tabs', async () => {
    const user = userEvent.setup();
    render(<Harness disabled="finished" />);
    await user.click(screen.getByRole('tab', { name: 'Live' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Mine' })).toHaveFocus();
  });

  it('mirrors the arrows in right-to-left text', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <div dir="rtl">
        <Harness />
      </div>,
    );
    await user.click(screen.getByRole('tab', { name: 'Live' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Finished' })).toHaveFocus();
    expect(container).toBeTruthy();
  });
});
