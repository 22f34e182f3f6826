/**
 * Every route, redirect and title of spec 000 §2.1 and §2.2, in Chromium
 * against the devnet.
 */
import { test, expect } from '../fixtures.ts';

const A = '0x' + 'a'.repeat(40);
const B = '0x' + 'b'.repeat(40);

/** [path, expected pathname after redirects, expected search (optional)] */
const redirects: [string, string, string?][] = [
  ['/swap/' + A, '/swap', `?outputCurrency=${A}`],
  ['/send?inputCurrency=BNB', '/swap', '?inputCurrency=BNB'],
  ['/create', '/add/'],
  ['/pool', '/liquidity'],
  ['/staking', '/pools'],
  ['/syrup', '/pools'],
  ['/nft', '/collectibles'],
  [`/remove/${A}-${B}`, `/remove/${A}/${B}`],
  ['/remove/not-a-pair', '/liquidity'],
  [`/add/${A}-${B}`, `/add/${A}/${B}`],
  [`/add/BNB-${B}`, `/add/BNB/${B}`],
  [`/add/${A}/${A}`, `/add/${A}`],
];

for (const [from, to, search] of redirects) {
  test(`${from} redirects to ${to}${search ?? ''}`, async ({ page }) => {
    await page.goto(from);
    await expect(page).toHaveURL((u) => u.pathname === to && (search === undefined || u.search === search));
  });
}

/** Path → the title's first part (spec 2.2); FuelSwap alone elsewhere. */
const titles: [string, string | null][] = [
  ['/', 'Home'],
  ['/competition', 'Trading Battle'],
  ['/prediction', 'Prediction'],
  ['/farms', 'Farms'],
  ['/farms/auction', 'Farms'],
  ['/pools', 'Pools'],
  ['/pools/history', 'Pools'],
  ['/lottery', 'Lottery'],
  ['/collectibles', 'Collectibles'],
  ['/ifo', 'Initial Farm Offering'],
  ['/teams', 'Leaderboard'],
  ['/teams/1', 'Leaderboard'],
  ['/profile/tasks', 'Task Center'],
  ['/profile', 'Your Profile'],
  ['/voting', null],
  ['/voting/proposal/create', null],
  ['/voting/proposal/abc', null],
  ['/swap', null],
  ['/find', null],
  ['/liquidity', null],
  ['/add', null],
  [`/add/BNB/${B}`, null],
  [`/create/BNB/${B}`, null],
  [`/remove/${A}/${B}`, null],
];

test.describe('titles carry the FUEL price read from the chain', () => {
  for (const [path, title] of titles) {
    test(`${path} has its title`, async ({ page }) => {
      await page.goto(path);
      // The devnet's FUEL-WBNB and BUSD-WBNB pairs price FUEL above 0, so the price is appended with 3 decimals.
      const re = title ? new RegExp(`^${title} - \\$\\d+\\.\\d{3} \\| FuelSwap$`) : /^FuelSwap - \$\d+\.\d{3}$/;
      await expect(page).toHaveTitle(re);
      await expect(page.getByRole('main')).toBeVisible();
    });
  }
});

test('an unknown path shows the not-found page and Back Home returns home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText(/not found|404/i).first()).toBeVisible();
  await page
    .getByRole('link', { name: 'Back Home' })
    .or(page.getByRole('button', { name: 'Back Home' }))
    .click();
  await expect(page).toHaveURL((u) => u.pathname === '/');
});

test('every route loads its own chunk lazily', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  const before = new Set(scripts);
  await page.goto('/farms');
  await expect(page.getByRole('main')).toBeVisible();
  expect(scripts.some((s) => !before.has(s))).toBe(true);
});
