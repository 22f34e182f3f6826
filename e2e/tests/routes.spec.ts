/**
 * Every route, redirect and title of the app, in Chromium
 * against the devnet.
 */
import type { Locator, Page } from '@playwright/test';
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

/**
 * Each route's default view, without a wallet, by what it shows (the routes no other spec opens, and the pieces a
 * new user meets first: the prediction header's price and countdown, the teams' pictures, the auction's links).
 */
const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page, name: string | RegExp) => main(page).getByRole('heading', { level: 1, name });

/** The picture is drawn (the devnet serves it), not a broken image. */
async function expectImageLoaded(img: Locator) {
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el) => (el instanceof HTMLImageElement && el.complete ? el.naturalWidth : 0))).toBeGreaterThan(0);
}

const defaultViews: [string, (page: Page) => Promise<void>][] = [
  [
    '/liquidity',
    async (page) => {
      await expect(h1(page, 'Your Liquidity')).toBeVisible();
      await expect(main(page).getByText('Connect to a wallet to view your liquidity.')).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'Add Liquidity' })).toBeVisible();
    },
  ],
  [
    '/find',
    async (page) => {
      await expect(h1(page, 'Import Pool')).toBeVisible();
      await expect(main(page).getByTestId('currency-select-button').first()).toBeVisible();
    },
  ],
  [
    '/farms',
    async (page) => {
      await expect(h1(page, 'Farms')).toBeVisible();
      await expect(main(page).getByRole('list', { name: 'Farms' }).getByRole('listitem').first()).toBeVisible();
      await main(page).getByRole('link', { name: 'Community Farm Auction' }).click();
      await expect(page).toHaveURL((u) => u.pathname === '/farms/auction');
      await expect(h1(page, 'Community Farm Auction')).toBeVisible();
    },
  ],
  [
    '/farms/auction',
    async (page) => {
      await expect(h1(page, 'Community Farm Auction')).toBeVisible();
      await expect(main(page).getByRole('heading', { name: 'Current Auction' })).toBeVisible();
      await expect(main(page).getByTestId('auction-leaderboard')).toBeVisible();
    },
  ],
  [
    '/pools',
    async (page) => {
      await expect(h1(page, 'Syrup Pools')).toBeVisible();
      await expect(main(page).getByTestId('bounty')).toBeVisible();
      await expect(main(page).getByTestId('pool-row').first()).toContainText('Auto FUEL');
    },
  ],
  [
    '/pools/history',
    async (page) => {
      await expect(h1(page, 'Syrup Pools')).toBeVisible();
      await expect(main(page).getByTestId('pool-row').first()).toBeVisible();
    },
  ],
  [
    '/prediction',
    async (page) => {
      await expect(h1(page, 'Prediction')).toBeVisible();
      // The header: the oracle's BNB price and the time left in the live round.
      await expect(main(page).getByTestId('prediction-price')).toHaveText(/^\$\d[\d,]*\.\d{4}$/);
      await expect(main(page).getByTestId('prediction-countdown')).toHaveText(/^~\d\d:\d\d$|^Calculating$/);
      await expect(main(page).getByText('Live round ends in')).toBeVisible();
      await expect(main(page).locator('article[data-kind="next"]')).toBeVisible();
    },
  ],
  [
    '/prediction/leaderboard',
    async (page) => {
      await expect(h1(page, 'Leaderboard')).toBeVisible();
      await expect(main(page).getByRole('list', { name: 'Leaderboard' }).or(main(page).getByRole('table')).first()).toBeVisible();
    },
  ],
  [
    '/lottery',
    async (page) => {
      await expect(h1(page, 'The FUEL Lottery')).toBeVisible();
      await expect(main(page).getByTestId('lottery-next-draw')).toBeVisible();
      await expect(main(page).getByRole('heading', { name: 'How to Play' })).toBeVisible();
    },
  ],
  [
    '/ifo/history',
    async (page) => {
      await expect(h1(page, /IFO/)).toBeVisible();
      await expect(main(page).getByRole('heading', { name: 'Hot Cross' })).toBeVisible();
    },
  ],
  [
    '/collectibles',
    async (page) => {
      await expect(h1(page, 'Collectibles')).toBeVisible();
      await expect(main(page).getByRole('heading', { name: 'Ember' })).toBeVisible();
      await expectImageLoaded(main(page).getByTestId('collectible-0').getByRole('img').first());
    },
  ],
  [
    '/teams',
    async (page) => {
      await expect(h1(page, 'Teams & Profiles')).toBeVisible();
      await expect(main(page).getByRole('list', { name: 'Teams ranked by points' }).getByRole('listitem')).toHaveCount(3);
      for (const id of [1, 2, 3]) await expectImageLoaded(main(page).getByTestId(`team-image-${id}`));
    },
  ],
  [
    '/teams/1',
    async (page) => {
      await expect(h1(page, 'Syrup Storm')).toBeVisible();
      await expectImageLoaded(main(page).getByRole('img', { name: 'Syrup Storm' }));
      await expect(main(page).getByTestId('team-members')).toHaveText(/^\d+$/);
    },
  ],
  [
    '/profile/tasks',
    async (page) => {
      await expect(h1(page, 'Task Center')).toBeVisible();
      await expect(main(page).getByTestId('task-list')).toBeVisible();
    },
  ],
  [
    '/competition',
    async (page) => {
      await expect(h1(page, 'Trading Battle')).toBeVisible();
      await expect(main(page).getByRole('heading', { name: 'Team Ranks' })).toBeVisible();
      await expect(main(page).getByTestId('team-volume-1')).toBeVisible();
    },
  ],
  [
    '/voting/proposal/create',
    async (page) => {
      await expect(h1(page, 'Make a Proposal')).toBeVisible();
      await expect(main(page).getByRole('heading', { name: 'Choices' })).toBeVisible();
    },
  ],
  [
    '/info/tokens',
    async (page) => {
      await expect(h1(page, 'All tokens')).toBeVisible();
      await expect(main(page).getByRole('link', { name: /BUSD/ }).first()).toBeVisible({ timeout: 30_000 });
    },
  ],
  [
    '/info/pairs',
    async (page) => {
      await expect(h1(page, 'All pairs')).toBeVisible();
      // The indexer's pairs, each a link to its page ("FUEL / WBNB" or the other way round).
      await expect(
        main(page)
          .getByRole('link', { name: /^FUEL \/ W?BNB$|^W?BNB \/ FUEL$/ })
          .first(),
      ).toBeVisible({ timeout: 30_000 });
    },
  ],
  [
    '/profile',
    async (page) => {
      await expect(h1(page, 'Your Profile')).toBeVisible();
      await expect(main(page).getByText('Connect your wallet to set up or view your profile.')).toBeVisible();
      await expect(
        main(page)
          .getByRole('button', { name: /connect wallet/i })
          .first(),
      ).toBeVisible();
    },
  ],
  [
    '/approvals',
    async (page) => {
      await expect(h1(page, 'Token approvals')).toBeVisible();
      await expect(
        main(page)
          .getByRole('button', { name: /connect wallet/i })
          .first(),
      ).toBeVisible();
    },
  ],
];

test.describe('each route shows its default view', () => {
  for (const [path, check] of defaultViews) {
    test(`${path} shows its content`, async ({ page }) => {
      // The prediction page's first-visit risk dialog is its own spec's; here the page behind it.
      await page.addInitScript(() => localStorage.setItem('fuelswap:prediction:riskAccepted', 'true'));
      await page.goto(path);
      await check(page);
    });
  }
  test('/info/accounts/{address} shows the account', async ({ page }) => {
    await page.goto(`/info/accounts/${'0x' + '1'.repeat(40)}`);
    await expect(h1(page, 'Account')).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Transactions' })).toBeVisible();
  });
});

test('the menu reaches the Community Farm Auction', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'More' }).click();
  await page.getByRole('link', { name: 'Community Farm Auction' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/farms/auction');
  await expect(h1(page, 'Community Farm Auction')).toBeVisible();
});
