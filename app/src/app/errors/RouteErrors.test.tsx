// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, type ComponentType } from 'react';
import { Link, Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../i18n/testing.ts';
import { AppRouter } from '../routes/AppRouter.tsx';
import { ChunkLoadError } from '../routes/chunks.ts';
import { PageBoundary } from './RouteBoundary.tsx';

beforeAll(() => void initTestI18n());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Shell({ Page }: { Page: ComponentType }) {
  return (
    <>
      <nav aria-label="Main menu">
        <Link href="/farms">Farms page</Link>
      </nav>
      <Suspense fallback={null}>
        <PageBoundary>
          <Switch>
            <Route path="/farms">
              <Page />
            </Route>
          </Switch>
        </PageBoundary>
      </Suspense>
    </>
  );
}

let broken = false;
function Flaky() {
  if (broken) throw new Error('read failed');
  return <h1>Farms</h1>;
}

function open(Page: ComponentType) {
  render(
    <Router hook={memoryLocation({ path: '/farms' }).hook}>
      <Shell Page={Page} />
    </Router>,
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

  it('clears the error on a navigation, even to the page shown (the menu link again)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    broken = true;
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/farms');
    render(
      <AppRouter>
        <Shell Page={Flaky} />
      </AppRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong on this page' })).toBeInTheDocument();
    broken = false;
    const entries = window.history.length;
    await user.click(screen.getByRole('link', { name: 'Farms page' }));
    expect(await screen.findByRole('heading', { name: 'Farms' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/farms');
    expect(window.history.length).toBe(entries); // the same URL: its entry replaced, not a second one
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
