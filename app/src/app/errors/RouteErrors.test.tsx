// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, type ComponentType } from 'react';
import { MemoryRouter, Outlet, useRoutes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../i18n/testing.ts';
import { ChunkLoadError } from '../routes/chunks.ts';
import { PageBoundary } from './RouteBoundary.tsx';

beforeAll(() => void initTestI18n());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Shell() {
  return (
    <>
      <nav aria-label="Main menu">menu</nav>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </>
  );
}

let broken = false;
function Flaky() {
  if (broken) throw new Error('read failed');
  return <h1>Farms</h1>;
}

function Tree({ Page }: { Page: ComponentType }) {
  return useRoutes([{ Component: Shell, children: [{ Component: PageBoundary, children: [{ path: 'farms', Component: Page }] }] }]);
}

function open(Page: ComponentType) {
  render(
    <MemoryRouter initialEntries={['/farms']}>
      <Tree Page={Page} />
    </MemoryRouter>,
  );
}

describe('PageError', () => {
  it('shows a friendly message inside the layout, and Retry renders the page again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    broken = true;
    const user = userEvent.setup();
    open(Flaky);
    expect(await screen.findByRole('heading', { name: 'Something went wrong on this page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByText('read failed')).toBeInTheDocument();
    broken = false; // the failing read recovers
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Farms' })).toBeInTheDocument();
  });

  it('offers Reload when a page chunk failed again after the automatic reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    open(
      lazy(async () => {
        throw new ChunkLoadError(new TypeError('Failed to fetch dynamically imported module'));
      }),
    );
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back Home' })).toHaveAttribute('href', '/');
  });
});
