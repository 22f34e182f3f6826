/**
 * Token selection, token lists and token import in Chromium against the devnet: search by symbol, name and
 * address from the swap page's currency button; importing a token that is
 * only on chain (deployed by the test) from the URL; importing a list served
 * by the test on 127.0.0.1; toggling and removing lists; hostile lists (markup
 * in names, a javascript: logo, a 20 MB list, a malformed list) change nothing
 * but show their error, and the app keeps working.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { erc20Abi, type Address } from 'viem';
import { formatSignificant } from '@fuelswap/sdk';
import { artifacts } from '../../contracts/generated/artifacts.ts';
import type { Deployment } from '@fuelswap/config';
import { test, expect, connectWith, type ChainClient } from '../fixtures.ts';
import { TEST_ACCOUNTS } from '../accounts.ts';

const { alice, carol } = TEST_ACCOUNTS;

function token(d: Deployment, symbol: string): Address {
  const t = d.tokens.find((x) => x.symbol === symbol);
  if (!t) throw new Error(`${symbol} is not deployed`);
  return t.address;
}

/** Deploys a plain ERC-20 (the project's TestToken) that is on no list. */
async function deployToken(chain: ChainClient, name: string, symbol: string, decimals = 18): Promise<Address> {
  const hash = await chain.deployContract({
    abi: artifacts.TestToken.abi,
    bytecode: artifacts.TestToken.bytecode,
    args: [name, symbol, decimals],
    account: carol,
    chain: chain.chain,
  });
  const receipt = await chain.waitForTransactionReceipt({ hash });
  if (!receipt.contractAddress) throw new Error('TestToken was not deployed');
  return receipt.contractAddress;
}

/** A list server on 127.0.0.1 (any free port) with a CORS header, like a real list host. */
interface ListServer {
  url(path: string): string;
  /** path → body (object as JSON, string as is, or a function writing the response). */
  routes: Map<string, unknown>;
  hits: Map<string, number>;
  close(): Promise<void>;
}

async function startListServer(): Promise<ListServer> {
  const routes = new Map<string, unknown>();
  const hits = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    res.setHeader('access-control-allow-origin', '*');
    const route = routes.get(path);
    if (route === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    } else if (typeof route === 'function') {
      (route as (r: typeof res) => void)(res);
    } else {
      const body = typeof route === 'string' ? route : JSON.stringify(route);
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    routes,
    hits,
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}

const listJson = (name: string, tokens: object[], version = { major: 1, minor: 0, patch: 0 }) => ({
  name,
  timestamp: '2021-05-01T00:00:00.000Z',
  version,
  tokens,
});

const main = (page: Page) => page.getByRole('main');
const toSelect = (page: Page) => main(page).getByRole('button', { name: /^To: / });
const fromSelect = (page: Page) => main(page).getByRole('button', { name: /^From: / });
const modal = (page: Page) => page.getByRole('dialog');
const searchBox = (page: Page) => modal(page).getByRole('combobox', { name: 'Search name or paste address' });
const options = (page: Page) => modal(page).getByRole('listbox', { name: 'Tokens' }).getByRole('option');
const option = (page: Page, symbol: string) =>
  options(page).filter({ has: page.locator('[class*="symbol"]', { hasText: new RegExp(`^${symbol}$`) }) });

async function openSelector(page: Page, side: 'from' | 'to' = 'to') {
  await (side === 'to' ? toSelect(page) : fromSelect(page)).click();
  await expect(modal(page)).toHaveAccessibleName('Select a Token');
  // the default list (served by the devnet) is loaded
  await expect(option(page, 'CAKE')).toHaveCount(1);
}

async function search(page: Page, text: string) {
  await searchBox(page).fill(text);
}

async function openManage(page: Page) {
  await modal(page).getByRole('button', { name: 'Manage Tokens' }).click();
  await expect(modal(page)).toHaveAccessibleName('Manage');
}

async function importListFromUrl(page: Page, url: string, listName: string) {
  await modal(page).getByRole('textbox', { name: 'Add a list by URL, IPFS or ENS name' }).fill(url);
  await expect(modal(page).getByText(listName, { exact: true })).toBeVisible();
  await modal(page).getByRole('button', { name: 'Import', exact: true }).click();
  await expect(modal(page)).toHaveAccessibleName('Import List');
  await expect(modal(page).getByText('Import at your own risk')).toBeVisible();
  const importButton = modal(page).getByRole('button', { name: 'Import', exact: true });
  await expect(importButton).toBeDisabled();
  await modal(page).getByRole('checkbox', { name: 'I understand' }).check();
  await importButton.click();
  await expect(modal(page)).toHaveAccessibleName('Manage');
}

const listRow = (page: Page, url: string) => modal(page).locator(`[data-testid="token-list-row"][data-list-url="${url}"]`);

test.describe('Select a Token: search', () => {
  test('finds tokens by symbol, by name and by address; Enter and clicks pick them', async ({ page, deployment }) => {
    await page.goto('/swap');
    await openSelector(page, 'to');

    // symbol: exact symbol first
    await search(page, 'cake');
    await expect(options(page).first()).toContainText('CAKE');
    await expect(options(page).first()).toContainText('PancakeSwap Token');

    // name: "Venus" is XVS, "finance" matches the three "... Finance" tokens
    await search(page, 'venus');
    await expect(options(page)).toHaveCount(1);
    await expect(option(page, 'XVS')).toHaveCount(1);
    await search(page, 'finance');
    await expect(options(page)).toHaveCount(3);
    for (const s of ['ALPACA', 'BELT', 'NRV']) await expect(option(page, s)).toHaveCount(1);

    // b, bn, bnb: the native coin
    await search(page, 'bn');
    await expect(options(page).first()).toContainText('BNB');

    // address, in lower case: exactly that token
    await search(page, token(deployment, 'BTCB').toLowerCase());
    await expect(options(page)).toHaveCount(1);
    await expect(option(page, 'BTCB')).toHaveCount(1);

    // nothing
    await search(page, 'no such token anywhere');
    await expect(modal(page).getByText('No results found.')).toBeVisible();

    // Enter on an exact symbol picks it and closes the dialog
    await search(page, 'FUEL');
    await expect(option(page, 'FUEL')).toHaveCount(1);
    await searchBox(page).press('Enter');
    await expect(modal(page)).toBeHidden();
    await expect(toSelect(page)).toHaveAccessibleName('To: FUEL');

    // arrows move through the results; the selected currency is disabled in the other side's list
    await openSelector(page, 'from');
    await expect(option(page, 'FUEL')).toContainText('Other side');
    await searchBox(page).press('ArrowDown');
    const active = await searchBox(page).getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
  });

  test('shows balances (4 significant digits) for a connected wallet, tokens with a balance first', async ({
    page,
    chain,
    deployment,
    useWallet,
  }) => {
    // alice holds every devnet token; she gives all her BTCB away
    const btcb = token(deployment, 'BTCB');
    const all = await chain.readContract({ address: btcb, abi: erc20Abi, functionName: 'balanceOf', args: [alice] });
    const hash = await chain.writeContract({
      address: btcb,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [carol, all],
      account: alice,
      chain: chain.chain,
    });
    await chain.waitForTransactionReceipt({ hash });

    await useWallet(alice);
    await page.goto('/swap');
    await connectWith(page, 'E2E Test Wallet');
    await openSelector(page, 'to');
    const bnb = await chain.getBalance({ address: alice });
    await expect(option(page, 'BNB')).toContainText(formatSignificant(bnb, 10n ** 18n, 4, 'down'));
    const cake = await chain.readContract({ address: token(deployment, 'CAKE'), abi: erc20Abi, functionName: 'balanceOf', args: [alice] });
    await expect(option(page, 'CAKE')).toContainText(formatSignificant(cake, 10n ** 18n, 4, 'down'));

    // "token" matches ETH, BTCB, CAKE, FUEL and TKO by name, in list order; BTCB (no balance) goes last
    await search(page, 'token');
    await expect(option(page, 'BTCB')).toContainText('0');
    const symbols = await options(page).locator('[class*="symbol"]').allInnerTexts();
    expect(symbols).toEqual(['ETH', 'CAKE', 'FUEL', 'TKO', 'BTCB']);
  });

  test('an address on no list is read on chain and offered for import', async ({ page, chain }) => {
    const fresh = await deployToken(chain, 'Fresh Search Token', 'FRESHS', 6);
    await page.goto('/swap');
    await openSelector(page, 'to');
    await search(page, fresh);
    const row = options(page).filter({ hasText: 'FRESHS' });
    await expect(row).toContainText('Import');
    await row.click();
    await expect(modal(page)).toHaveAccessibleName('Import Tokens');
    await expect(modal(page).getByText('Unknown Source')).toBeVisible();
    await modal(page).getByRole('button', { name: 'Back' }).click();
    await expect(modal(page)).toHaveAccessibleName('Select a Token');
  });
});

test.describe('Import a token from the URL', () => {
  test('a token only on chain opens the import warning before it can be used', async ({ page, chain }) => {
    const fresh = await deployToken(chain, 'Fresh Url Token', 'FRESHU');
    await page.goto(`/swap?outputCurrency=${fresh}`);
    const dialog = page.getByRole('dialog', { name: 'Import Tokens' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('FRESHU', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Fresh Url Token')).toBeVisible();
    await expect(dialog.getByText(fresh)).toBeVisible();
    await expect(dialog.getByText('Unknown Source')).toBeVisible();
    await expect(
      dialog.getByText(
        'Anyone can create a BEP20 token on BSC with any name, including creating fake versions of existing tokens and tokens that claim to represent projects that do not have a token.',
      ),
    ).toBeVisible();
    await expect(dialog.getByText('If you purchase an arbitrary token, you may be unable to sell it back.')).toBeVisible();
    const importButton = dialog.getByRole('button', { name: 'Import', exact: true });
    await expect(importButton).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'I understand' }).check();
    await expect(importButton).toBeEnabled();
    await importButton.click();
    await expect(dialog).toBeHidden();
    await expect(toSelect(page)).toHaveAccessibleName('To: FRESHU');

    // imported: it is offered in the list, no warning after a reload
    await page.reload();
    await expect(toSelect(page)).toHaveAccessibleName('To: FRESHU');
    await expect(page.getByRole('dialog', { name: 'Import Tokens' })).toBeHidden();
    await openSelector(page, 'from');
    await search(page, 'freshu');
    await expect(option(page, 'FRESHU')).not.toContainText('Import');
    await openManage(page);
    await modal(page).getByRole('tab', { name: 'Tokens' }).click();
    await expect(modal(page).getByText('1 Imported Token', { exact: true })).toBeVisible();
    await modal(page).getByRole('button', { name: 'Remove FRESHU' }).click();
    await expect(modal(page).getByText('0 Imported Tokens')).toBeVisible();
  });

  test('cancelling the warning leaves for /swap without the token', async ({ page, chain }) => {
    const fresh = await deployToken(chain, 'Unwanted Token', 'NOPE');
    await page.goto(`/swap?outputCurrency=${fresh}`);
    const dialog = page.getByRole('dialog', { name: 'Import Tokens' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL((u) => u.pathname === '/swap' && u.search === '');
    await expect(toSelect(page)).toHaveAccessibleName('To: Select a token');
  });
});

test.describe('Token lists', () => {
  let server: ListServer;
  test.beforeEach(async () => {
    server = await startListServer();
  });
  test.afterEach(async () => {
    await server.close();
  });

  test('imports a list served on 127.0.0.1, toggles it, removes it', async ({ page, chain }) => {
    const served = await deployToken(chain, 'Served Token', 'SRVD');
    server.routes.set(
      '/list.json',
      listJson('Test Served List', [{ chainId: 31337, address: served, decimals: 18, symbol: 'SRVD', name: 'Served Token' }]),
    );
    const url = server.url('/list.json');

    await page.goto('/swap');
    await openSelector(page, 'to');
    await openManage(page);
    // the default list is the only one: it cannot be removed
    const defaultRow = modal(page).getByTestId('token-list-row');
    await expect(defaultRow).toHaveCount(1);
    await defaultRow.getByRole('button', { name: 'List settings' }).click();
    await expect(defaultRow.getByRole('button', { name: 'Remove list' })).toBeDisabled();

    await modal(page).getByRole('textbox', { name: 'Add a list by URL, IPFS or ENS name' }).fill('not a list location');
    await expect(modal(page).getByText('Enter valid list location')).toBeVisible();
    await importListFromUrl(page, url, 'Test Served List');
    await expect(listRow(page, url).getByRole('switch', { name: 'Test Served List' })).toHaveAttribute('aria-checked', 'true');
    await expect(listRow(page, url)).toContainText('1 token ·');

    // its token is offered
    await modal(page).getByRole('button', { name: 'Back' }).click();
    await search(page, 'srvd');
    await expect(option(page, 'SRVD')).not.toContainText('Import');

    // off: the token is only offered for import, "via" the list
    await openManage(page);
    await listRow(page, url).getByRole('switch', { name: 'Test Served List' }).click();
    await expect(listRow(page, url).getByRole('switch', { name: 'Test Served List' })).toHaveAttribute('aria-checked', 'false');
    await modal(page).getByRole('button', { name: 'Back' }).click();
    await search(page, 'srvd');
    await expect(option(page, 'SRVD')).toContainText('Import');
    await option(page, 'SRVD').click();
    await expect(modal(page)).toHaveAccessibleName('Import Tokens');
    await expect(modal(page).getByText('via Test Served List')).toBeVisible();
    await modal(page).getByRole('button', { name: 'Back' }).click();

    // remove, after confirming
    await openManage(page);
    await listRow(page, url).getByRole('button', { name: 'List settings' }).click();
    await listRow(page, url).getByRole('button', { name: 'Remove list' }).click();
    await expect(listRow(page, url).getByText('Please confirm you would like to remove this list')).toBeVisible();
    await listRow(page, url).getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(listRow(page, url)).toHaveCount(0);
    await expect(modal(page).getByTestId('token-list-row')).toHaveCount(1);
  });

  test('turning the default list off leaves its tokens only as imports from an inactive list', async ({ page }) => {
    await page.goto('/swap');
    await openSelector(page, 'to');
    await openManage(page);
    await modal(page).getByRole('switch', { name: 'FuelSwap Default' }).click();
    await modal(page).getByRole('button', { name: 'Back' }).click();
    // an empty query lists only what is offered: the native coin
    await expect(options(page)).toHaveCount(1);
    await expect(option(page, 'BNB')).toHaveCount(1);
    await search(page, 'cake');
    await expect(option(page, 'CAKE')).toContainText('Import');
    await expect(option(page, 'CAKE')).toContainText('via FuelSwap Default');
    await openManage(page);
    await modal(page).getByRole('switch', { name: 'FuelSwap Default' }).click();
    await modal(page).getByRole('button', { name: 'Back' }).click();
    await expect(option(page, 'CAKE')).toHaveCount(1);
    await expect(option(page, 'CAKE')).not.toContainText('Import');
  });

  test('a list that fails later keeps its error on that list; the others keep working', async ({ page, chain }) => {
    const served = await deployToken(chain, 'Flaky Token', 'FLAKY');
    server.routes.set(
      '/flaky.json',
      listJson('Flaky List', [{ chainId: 31337, address: served, decimals: 18, symbol: 'FLAKY', name: 'Flaky Token' }]),
    );
    const url = server.url('/flaky.json');
    await page.goto('/swap');
    await openSelector(page, 'to');
    await openManage(page);
    await importListFromUrl(page, url, 'Flaky List');

    // the host goes down; the next start refreshes every list
    server.routes.set('/flaky.json', (res: import('node:http').ServerResponse) => res.writeHead(500).end('down'));
    await page.reload();
    await openSelector(page, 'to');
    await openManage(page);
    await expect(listRow(page, url)).toContainText(`Failed to download list ${url}`);
    await modal(page).getByRole('button', { name: 'Back' }).click();
    await search(page, 'cake');
    await expect(option(page, 'CAKE')).toHaveCount(1);
  });

  test('hostile lists change nothing but show their error, and the app keeps working', async ({ page, chain }) => {
    const evil = await deployToken(chain, 'Evil Token', 'EVIL');
    const markupName = '<img src=x onerror="window.__pwned=1">';
    const markupSymbol = '<script>alert(1)';
    server.routes.set(
      '/hostile.json',
      listJson('Hostile List', [
        { chainId: 31337, address: evil, decimals: 18, symbol: markupSymbol, name: markupName, logoURI: 'javascript:window.__pwned=1' },
      ]),
    );
    // 20 MB, streamed without a length: the download stops at the limit
    server.routes.set('/huge.json', (res: import('node:http').ServerResponse) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      let sent = 0;
      const write = () => {
        while (sent < 20) {
          sent++;
          if (!res.write(chunk)) return void res.once('drain', write);
        }
        res.end();
      };
      res.on('error', () => undefined);
      write();
    });
    server.routes.set('/malformed.json', { name: 'Bad', tokens: [{ address: 'nope' }] });
    server.routes.set(
      '/duplicate.json',
      listJson('Dup List', [
        { chainId: 31337, address: evil, decimals: 18, symbol: 'A', name: 'A' },
        { chainId: 31337, address: evil.toLowerCase(), decimals: 18, symbol: 'B', name: 'B' },
      ]),
    );

    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('dialog', (d) => {
      errors.push(`dialog: ${d.message()}`);
      void d.dismiss();
    });

    await page.goto('/swap');
    await openSelector(page, 'to');
    await openManage(page);
    const input = modal(page).getByRole('textbox', { name: 'Add a list by URL, IPFS or ENS name' });

    await input.fill(server.url('/huge.json'));
    await expect(modal(page).getByText('Error importing list')).toBeVisible({ timeout: 30_000 });
    await expect(modal(page).getByText(/Token list is too large/)).toBeVisible();

    await input.fill(server.url('/malformed.json'));
    await expect(modal(page).getByText(/^Token list failed validation: /)).toBeVisible();

    await input.fill(server.url('/duplicate.json'));
    await expect(modal(page).getByText('Duplicate tokens.')).toBeVisible();

    await input.fill('javascript:alert(1)');
    await expect(modal(page).getByText('Enter valid list location')).toBeVisible();

    // nothing was added
    await expect(modal(page).getByTestId('token-list-row')).toHaveCount(1);

    // the markup list is valid: its strings are shown as text, its logo is never loaded
    await importListFromUrl(page, server.url('/hostile.json'), 'Hostile List');
    await modal(page).getByRole('button', { name: 'Back' }).click();
    await search(page, 'evil');
    await search(page, evil);
    const row = options(page).first();
    await expect(row).toContainText(markupName);
    await expect(row).toContainText(markupSymbol);
    expect(await modal(page).locator('img[src="x"], script').count()).toBe(0);
    const srcs = await modal(page)
      .locator('img')
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? ''));
    expect(srcs.filter((s) => /^javascript:/i.test(s))).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

    // the app keeps working: the default list still searches
    await search(page, 'cake');
    await expect(option(page, 'CAKE')).toHaveCount(1);
    await option(page, 'CAKE').click();
    await expect(toSelect(page)).toHaveAccessibleName('To: CAKE');
    expect(errors).toEqual([]);
  });
});

test.describe('Select a Token on a phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('the dialog fits the screen and every part stays reachable', async ({ page }) => {
    await page.goto('/swap');
    await openSelector(page, 'to');
    // a bottom sheet: once it has slid in, it is inside the screen
    await expect
      .poll(async () => {
        const b = await modal(page).boundingBox();
        return b !== null && b.x >= 0 && b.x + b.width <= 360 && b.y >= 0 && b.y + b.height <= 640.5;
      })
      .toBe(true);
    await expect(searchBox(page)).toBeInViewport();
    await expect(modal(page).getByRole('button', { name: 'Manage Tokens' })).toBeInViewport();
    await search(page, 'cake');
    await option(page, 'CAKE').click();
    await expect(toSelect(page)).toHaveAccessibleName('To: CAKE');
  });
});
