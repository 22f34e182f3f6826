// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Currency } from '@fuelswap/sdk';
import { initTestI18n } from '../../../i18n/testing.ts';

vi.mock('../../../chain/runtime.ts', async () => {
  const f = await import('../fixtures.test-helpers.ts');
  const rt = f.fakeRuntime();
  return { runtime: () => rt, targetChainId: () => rt.chainId, loadRuntime: async () => rt };
});

const h = await import('../testing.test-helpers.tsx');
// The dialog's content, rendered directly (the wrapper loads it lazily: see the last test).
const { CurrencySearchModalContent: CurrencySearchModal } = await import('./CurrencySearchModalContent.tsx');
const { CurrencySearchModal: LazyCurrencySearchModal } = await import('./CurrencySearchModal.tsx');
const { useSettingsStore } = await import('../../settings/index.ts');
const { toToken, nativeCurrency } = await import('../../../chain/tokens.ts');

beforeAll(() => {
  initTestI18n();
  // happy-dom does no layout: give elements the list's size so the virtualiser renders rows.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 390 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 360 });
});
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('not found', { status: 404 })),
  );
  localStorage.clear();
  useSettingsStore.getState().reload();
  h.chainTokens.clear();
  h.installListsStore();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(props: { selected?: Currency; other?: Currency; showCommonBases?: boolean } = {}) {
  const onSelect = vi.fn();
  const onDismiss = vi.fn();
  const user = userEvent.setup();
  render(
    <h.Providers>
      <CurrencySearchModal
        open
        onDismiss={onDismiss}
        onCurrencySelect={onSelect}
        selectedCurrency={props.selected}
        otherSelectedCurrency={props.other}
        showCommonBases={props.showCommonBases ?? true}
      />
    </h.Providers>,
  );
  return { user, onSelect, onDismiss };
}

const dialog = () => screen.getByRole('dialog');
const searchBox = () => screen.getByRole('combobox', { name: 'Search name or paste address' });
const options = () => within(screen.getByRole('listbox', { name: 'Tokens' })).queryAllByRole('option');
const optionTexts = () => options().map((o) => o.textContent);
/** The symbol shown in each row (the logo's alt text / avatar label is the symbol too). */
const optionSymbols = () => options().map((o) => o.querySelector('[class*="symbol"]')?.textContent);

describe('Select a Token: search view', () => {
  it('shows the title, search box, common bases, Manage Tokens and the tokens', () => {
    open();
    expect(dialog()).toHaveAccessibleName('Select a Token');
    expect(searchBox()).toHaveAttribute('placeholder', 'Search name or paste address');
    const bases = screen.getByRole('group', { name: 'Common bases' });
    for (const name of ['BNB', 'WBNB', 'BUSD']) expect(within(bases).getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage Tokens' })).toBeInTheDocument();
    expect(optionSymbols()).toEqual(['BNB', 'WBNB', 'BUSD', 'CAKE', 'FUEL']);
  });

  it('filters after typing (debounced) and says "No results found."', async () => {
    const { user } = open();
    await user.type(searchBox(), 'cake');
    await waitFor(() => expect(options()).toHaveLength(1));
    expect(options()[0]).toHaveTextContent('PancakeSwap Token');
    await user.clear(searchBox());
    await user.type(searchBox(), 'zzzz');
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
  });

  it('lists the native coin for b, bn and bnb and picks it on Enter for bnb', async () => {
    const { user, onSelect } = open();
    await user.type(searchBox(), 'bn');
    await waitFor(() => expect(optionSymbols()[0]).toBe('BNB'));
    await user.type(searchBox(), 'b{Enter}');
    expect(onSelect).toHaveBeenCalledWith(nativeCurrency());
  });

  it('Enter picks an exact symbol match, even right after typing', async () => {
    const { user, onSelect, onDismiss } = open();
    await user.type(searchBox(), 'fuel{Enter}');
    expect(onSelect.mock.calls[0]?.[0]?.symbol).toBe('FUEL');
    expect(onDismiss).toHaveBeenCalled();
  });

  it('moves through the results with the arrow keys (aria-activedescendant)', async () => {
    const { user, onSelect } = open();
    searchBox().focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = searchBox().getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    expect(document.getElementById(active!)).toHaveTextContent('WBNB');
    expect(document.getElementById(active!)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(nativeCurrency());
  });

  it('marks the selected currency disabled and the other side as such', async () => {
    const { user, onSelect } = open({ selected: toToken(h.CAKE), other: toToken(h.FUEL) });
    const cake = options().find((o) => o.querySelector('[class*="symbol"]')?.textContent === 'CAKE')!;
    expect(cake).toHaveAttribute('aria-disabled', 'true');
    expect(cake).toHaveTextContent('Selected');
    await user.click(cake);
    expect(onSelect).not.toHaveBeenCalled();
    const fuel = options().find((o) => o.querySelector('[class*="symbol"]')?.textContent === 'FUEL')!;
    expect(fuel).toHaveTextContent('Other side');
    await user.click(fuel);
    expect(onSelect.mock.calls[0]?.[0]?.symbol).toBe('FUEL');
  });

  it('finds a token by address, in any letter case', async () => {
    const { user } = open();
    await user.type(searchBox(), h.CAKE.address.toUpperCase().replace('0X', '0x'));
    await waitFor(() => expect(options()).toHaveLength(1));
    expect(options()[0]).toHaveTextContent('CAKE');
  });
});

describe('Select a Token: import token view', () => {
  const UNKNOWN = h.addr(0xdead);

  it('offers a token found only on chain, with both warnings, gated by "I understand"', async () => {
    h.chainTokens.set(UNKNOWN.toLowerCase(), { name: 'Scam Coin', symbol: 'SCAM', decimals: 18 });
    const { user, onSelect } = open();
    await user.type(searchBox(), UNKNOWN);
    const row = await screen.findByRole('option', { name: /SCAM/ });
    expect(row).toHaveTextContent('Import');
    await user.click(row);
    expect(dialog()).toHaveAccessibleName('Import Tokens');
    expect(screen.getByText('Unknown Source')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Anyone can create a BEP20 token on BSC with any name, including creating fake versions of existing tokens and tokens that claim to represent projects that do not have a token.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('If you purchase an arbitrary token, you may be unable to sell it back.')).toBeInTheDocument();
    const importButton = screen.getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I understand' }));
    expect(importButton).toBeEnabled();
    await user.click(importButton);
    expect(onSelect.mock.calls[0]?.[0]?.symbol).toBe('SCAM');
    expect(Object.keys(useSettingsStore.getState().tokens[String(h.CHAIN_ID)] ?? {})).toEqual([UNKNOWN.toLowerCase()]);
  });

  it('back from import token returns to search', async () => {
    h.chainTokens.set(UNKNOWN.toLowerCase(), { name: 'Scam Coin', symbol: 'SCAM', decimals: 18 });
    const { user } = open();
    await user.type(searchBox(), UNKNOWN);
    await user.click(await screen.findByRole('option', { name: /SCAM/ }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(dialog()).toHaveAccessibleName('Select a Token');
  });

  it('accepts a bytes32 symbol and falls back to UNKNOWN / Unknown Token', async () => {
    h.chainTokens.set(UNKNOWN.toLowerCase(), { name: new Error('no name'), symbol: new Error('no symbol'), decimals: 6 });
    const { user } = open();
    await user.type(searchBox(), UNKNOWN);
    const row = await screen.findByRole('option', { name: /UNKNOWN/ });
    expect(row).toHaveTextContent('Unknown Token');
  });

  it('says "No results found." for an address that is not a token', async () => {
    const { user } = open();
    await user.type(searchBox(), h.addr(0xbeef));
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
  });
});

describe('Select a Token: manage view', () => {
  it('opens Manage with Lists and Tokens tabs; back returns to search', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Manage Tokens' }));
    expect(dialog()).toHaveAccessibleName('Manage');
    expect(screen.getByRole('tab', { name: 'Lists' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Tokens' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(dialog()).toHaveAccessibleName('Select a Token');
    // Focus moves in an effect, which Preact runs after the next frame.
    await waitFor(() => expect(searchBox()).toHaveFocus());
  });

  it('validates the list location', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Manage Tokens' }));
    const input = screen.getByRole('textbox', { name: 'Add a list by URL, IPFS or ENS name' });
    await user.type(input, 'javascript:alert(1)');
    expect(screen.getByText('Enter valid list location')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'http://evil.example/list.json');
    expect(screen.getByText('Enter valid list location')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'tokens.fuelswap.eth');
    expect(screen.queryByText('Enter valid list location')).toBeNull();
  });

  it('validates a token address and offers import of a token found on chain', async () => {
    const UNKNOWN = h.addr(0xabc);
    h.chainTokens.set(UNKNOWN.toLowerCase(), { name: 'New Token', symbol: 'NEW', decimals: 18 });
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Manage Tokens' }));
    await user.click(screen.getByRole('tab', { name: 'Tokens' }));
    const input = screen.getByRole('textbox', { name: 'Token address' });
    await user.type(input, '0x1234');
    expect(screen.getByText('Enter valid token address')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, UNKNOWN);
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    expect(dialog()).toHaveAccessibleName('Import Tokens');
    await user.click(screen.getByRole('checkbox', { name: 'I understand' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    // back to where it came from: Manage, Tokens tab, the token listed with remove
    expect(dialog()).toHaveAccessibleName('Manage');
    expect(screen.getByRole('tab', { name: 'Tokens' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('1 Imported Token')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove NEW' }));
    expect(screen.getByText('0 Imported Tokens')).toBeInTheDocument();
  });

  it('imports a list after "I understand"; a failing import shows "Error importing list" and removes it', async () => {
    const URL = 'https://lists.example/mine.json';
    const good = h.makeList('My List', [{ ...h.CAKE, address: h.addr(0x77), symbol: 'MINE', name: 'Mine' }]);
    let fail = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => (fail ? new Response('{"name":', { status: 200 }) : new Response(JSON.stringify(good), { status: 200 }))),
    );
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Manage Tokens' }));
    await user.type(screen.getByRole('textbox', { name: 'Add a list by URL, IPFS or ENS name' }), URL);
    expect(await screen.findByText('My List')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(dialog()).toHaveAccessibleName('Import List');
    expect(screen.getByText('Import at your own risk')).toBeInTheDocument();
    const importButton = screen.getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I understand' }));
    fail = true;
    await user.click(importButton);
    expect(await screen.findByText('Error importing list')).toBeInTheDocument();
    expect(screen.getByText('Token list is not valid JSON.')).toBeInTheDocument();
    expect(
      Object.keys(h.installListsStore === undefined ? {} : (await import('./../lists/store.ts')).listsStore().getState().lists.byUrl),
    ).not.toContain(URL);
    fail = false;
    await user.click(importButton);
    await waitFor(() => expect(dialog()).toHaveAccessibleName('Manage'));
    const row = screen.getAllByTestId('token-list-row').find((r) => r.getAttribute('data-list-url') === URL)!;
    expect(within(row).getByRole('switch', { name: 'My List' })).toHaveAttribute('aria-checked', 'true');
    // back from import list goes to search
  });

  it('back from import list returns to search', async () => {
    const URL = 'https://lists.example/mine.json';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(h.makeList('My List', [h.CAKE])), { status: 200 })),
    );
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Manage Tokens' }));
    await user.type(screen.getByRole('textbox', { name: 'Add a list by URL, IPFS or ENS name' }), URL);
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    expect(dialog()).toHaveAccessibleName('Import List');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(dialog()).toHaveAccessibleName('Select a Token');
  });

  it('toggles a list, removes one after confirming, and never the last one', async () => {
    const OTHER = 'https://lists.example/other.json';
    h.installListsStore({
      [h.DEFAULT_LIST_URL]: h.makeList('FuelSwap Default', [h.WBNB, h.CAKE]),
      [OTHER]: h.makeList('Other List', [h.FUEL]),
    });
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Manage Tokens' }));
    await user.click(screen.getByRole('switch', { name: 'Other List' }));
    expect(screen.getByRole('switch', { name: 'Other List' })).toHaveAttribute('aria-checked', 'false');
    // FUEL was only on that list
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(optionSymbols()).not.toContain('FUEL');
    await user.click(screen.getByRole('button', { name: 'Manage Tokens' }));

    const otherRow = screen.getAllByTestId('token-list-row').find((r) => r.getAttribute('data-list-url') === OTHER)!;
    await user.click(within(otherRow).getByRole('button', { name: 'List settings' }));
    await user.click(within(otherRow).getByRole('button', { name: 'Remove list' }));
    expect(within(otherRow).getByText('Please confirm you would like to remove this list')).toBeInTheDocument();
    await user.click(within(otherRow).getByRole('button', { name: 'Remove' }));
    expect(screen.getAllByTestId('token-list-row')).toHaveLength(1);
    const last = screen.getByTestId('token-list-row');
    await user.click(within(last).getByRole('button', { name: 'List settings' }));
    expect(within(last).getByRole('button', { name: 'Remove list' })).toBeDisabled();
  });

  it('shows a failed list its error and an update it can accept', async () => {
    const BROKEN = 'https://lists.example/broken.json';
    const store = h.installListsStore({ [h.DEFAULT_LIST_URL]: h.makeList('FuelSwap Default', [h.WBNB]), [BROKEN]: null });
    act(() => {
      store.getState().dispatch({ type: 'lists/fetchPending', url: BROKEN, requestId: 'x' });
      store.getState().dispatch({
        type: 'lists/fetchRejected',
        url: BROKEN,
        requestId: 'x',
        errorMessage: 'Token list is too large (20971520 bytes; the limit is 5242880).',
      });
      store.getState().dispatch({ type: 'lists/fetchPending', url: h.DEFAULT_LIST_URL, requestId: 'y' });
      store.getState().dispatch({
        type: 'lists/fetchFulfilled',
        url: h.DEFAULT_LIST_URL,
        requestId: 'y',
        tokenList: h.makeList('FuelSwap Default', [h.BUSD], { major: 2, minor: 0, patch: 0 }),
      });
    });
    const { user } = open();
    // the working list still offers its tokens
    expect(optionSymbols()).toContain('WBNB');
    await user.click(screen.getByRole('button', { name: 'Manage Tokens' }));
    expect(screen.getByText('Token list is too large (20971520 bytes; the limit is 5242880).')).toBeInTheDocument();
    expect(screen.getByText('Update available: v2.0.0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update list' }));
    expect(store.getState().lists.byUrl[h.DEFAULT_LIST_URL]?.current?.version.major).toBe(2);
  });
});

describe('hostile lists', () => {
  it('renders names and symbols as text and never loads an unsafe logo', async () => {
    const XSS = '<img src=x onerror=alert(1)>';
    const SCRIPT = '<script>alert(1)</script>';
    h.installListsStore({
      [h.DEFAULT_LIST_URL]: h.makeList('Hostile', [
        { ...h.CAKE, name: XSS, symbol: SCRIPT, logoURI: 'javascript:alert(1)' },
        { ...h.FUEL, name: 'x'.repeat(60), symbol: 'S'.repeat(20), logoURI: 'http://tracker.example/a.png' },
      ]),
    });
    open();
    const dlg = dialog();
    expect(dlg.querySelector('script')).toBeNull();
    expect(dlg.querySelector('img[src="x"]')).toBeNull();
    const srcs = [...dlg.querySelectorAll('img')].map((i) => i.getAttribute('src') ?? '');
    expect(srcs.every((s) => !/^(javascript|http):/i.test(s))).toBe(true);
    expect(screen.getByText(XSS)).toBeInTheDocument();
    // symbols over 20 characters are truncated: first 4, dots, last 5
    expect(screen.getByText('<scr...ript>')).toBeInTheDocument();
  });
});

describe('the lazy wrapper', () => {
  it('renders nothing while closed and the dialog once its code has loaded', async () => {
    const { rerender } = render(
      <h.Providers>
        <LazyCurrencySearchModal open={false} onDismiss={() => {}} onCurrencySelect={() => {}} />
      </h.Providers>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <h.Providers>
        <LazyCurrencySearchModal open onDismiss={() => {}} onCurrencySelect={() => {}} />
      </h.Providers>,
    );
    expect(await screen.findByRole('dialog', { name: 'Select a Token' })).toBeInTheDocument();
  });
});
