/**
 * Layout on every route and in the main dialogs, at 375, 768, 1440 and 1920 px, light and dark, without and with a
 * wallet. Measured in the page (getBoundingClientRect, scrollWidth, Range rects), so each check names what it found:
 * - nothing reaches past the viewport (no sideways scroll), and nothing reaches past its card: the nearest painted
 *   box around it (a background, a border or a shadow), nor is cut by a box that hides its overflow;
 * - a figure never wraps inside a number: an element whose text is a number spans one line;
 * - no visible text is a translation key: nothing with '{{', nor an en-US key that is not its own English text
 *   (a plural form's key, "..._one");
 * - in the dark theme no light neutral surface is left (a pill or card still painted in the light theme's white or
 *   grey), save on a banner painted with its own gradient, whose palette is the same in both themes.
 * A combination where a check found something is saved as a screenshot in the Playwright output folder
 * (layout-*.jpeg in the test's folder of test-results/), kept by CI as an artifact a person can look through;
 * LAYOUT_SCREENSHOTS=all saves every combination (a local review of the whole product: about 370 full-page captures).
 *
 * Budget: one page load per route; the width and the theme change in place (the app's layout is CSS and matchMedia,
 * both follow a resize). Without a wallet every route at the four widths in the light theme, and the dark theme's
 * surfaces at 375 and 1440 px (a theme swaps colours only, so the dark check needs a phone and a desktop layout, not
 * every width); with a wallet at 375 and 1440 px in both themes. Two browser pages share the routes, as in
 * a11y.spec.ts (the same routes). LAYOUT_ONLY=/,/pools limits a local run to some routes.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { test, expect, connectWith, RPC_URL } from '../fixtures.ts';
import { installTestWallet } from '../wallet.ts';
import { TEST_ACCOUNTS } from '../accounts.ts';

const { carol, bob } = TEST_ACCOUNTS;
const WIDTHS = [375, 768, 1440, 1920] as const;
const WALLET_WIDTHS = [375, 1440] as const;
/** The dark theme's surfaces without a wallet: a phone's and a desktop's layout (a theme swaps colours only). */
const DARK_WIDTHS = [375, 1440] as const;
const THEMES = ['light', 'dark'] as const;
const LANES = 2;

function routes(pair: string, token: string, account: string, busd: string): string[] {
  return [
    '/',
    '/swap',
    '/liquidity',
    `/add/BNB/${busd}`,
    `/remove/BNB/${busd}`,
    '/find',
    '/farms',
    '/farms/auction',
    '/pools',
    '/pools/history',
    '/prediction',
    '/prediction/leaderboard',
    '/lottery',
    '/ifo',
    '/ifo/history',
    '/collectibles',
    '/teams',
    '/teams/1',
    '/profile',
    '/profile/tasks',
    '/competition',
    '/voting',
    '/voting/proposal/create',
    '/info',
    '/info/tokens',
    `/info/tokens/${token}`,
    '/info/pairs',
    `/info/pairs/${pair}`,
    `/info/accounts/${account}`,
    '/approvals',
    '/nope',
  ];
}

/** What a route shows once its data is in, where the defects to catch live in that data (bounded waits). */
const READY: Record<string, string> = {
  '/': '[data-testid="home-tvl"][data-raw]',
  '/pools': '[data-testid="pool-row"], [data-testid="pool-card"]',
  '/farms': '[data-testid="farm-card"], main li',
};

/** en-US keys that are not their own English text (plural forms): such a key on screen is a missing translation. */
function keyPaths(): string[] {
  const en = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../app/public/locales/en-US.json'), 'utf8')) as Record<
    string,
    string
  >;
  return Object.entries(en)
    .filter(([k, v]) => k !== v)
    .map(([k]) => k);
}

interface CheckInput {
  keys: string[];
  /** 'layout': the viewport, the cards, the numbers, the keys; 'colours': the dark theme's surfaces (a theme changes colours only). */
  mode: 'layout' | 'colours';
  /** The theme the check is for, applied again in the same task as the check, its colour transitions finished. */
  theme: 'light' | 'dark';
}

/** Runs in the page: every layout problem on screen now, one line each. Self-contained (serialised by Playwright). */
function checkLayout({ keys, mode, theme }: CheckInput): string[] {
  // A theme change starts every element's colour transition (1 ms under reduced motion, global.css); read before it
  // ran, an element still has the other theme's colour, which a busy machine's frame timing made happen now and then
  // (a whole page in light colours during a dark check). getAnimations() brings the transitions up to date, and each
  // is finished here, so the reads below see the theme's own colours whatever the timing.
  document.documentElement.dataset.theme = theme;
  for (const a of document.getAnimations()) if (a instanceof CSSTransition) a.finish();
  const problems: string[] = [];
  const keySet = new Set(keys);
  const vw = document.documentElement.clientWidth;
  const SLACK = 1; // sub-pixel rounding
  const memo = <T>(f: (el: Element) => T) => {
    const m = new Map<Element, T>();
    return (el: Element): T => {
      if (m.has(el)) return m.get(el) as T;
      const v = f(el);
      m.set(el, v);
      return v;
    };
  };
  const cs = memo((el) => getComputedStyle(el));
  const rect = memo((el) => el.getBoundingClientRect());
  const name = (el: Element) => {
    const id = el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? '';
    const cls = String(el.getAttribute('class') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .join('.');
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${id ? ` "${id}"` : ''}> "${text}"`;
  };
  const rgba = (color: string): [number, number, number, number] => {
    const m = /rgba?\(([^)]+)\)/.exec(color);
    if (!m) return [0, 0, 0, color === 'transparent' ? 0 : 1];
    const p = m[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [p[0] ?? 0, p[1] ?? 0, p[2] ?? 0, p.length >= 4 ? p[3]! : 1];
  };
  const luminance = ([r, g, b]: [number, number, number, number]) => {
    const lin = (x: number) => {
      const c = x / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const painted = memo((el) => {
    const s = cs(el);
    if (rgba(s.backgroundColor)[3] > 0.05 || s.backgroundImage !== 'none' || s.boxShadow !== 'none') return true;
    return (['top', 'right', 'bottom', 'left'] as const).some(
      (side) =>
        parseFloat(s.getPropertyValue(`border-${side}-width`)) > 0 &&
        s.getPropertyValue(`border-${side}-style`) !== 'none' &&
        rgba(s.getPropertyValue(`border-${side}-color`))[3] > 0.05,
    );
  });
  const clips = (el: Element) => cs(el).overflowX !== 'visible';
  const floating = (el: Element) => cs(el).position === 'absolute' || cs(el).position === 'fixed';
  const shown = memo((el) => {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const r = rect(el);
    return r.width > 0 && r.height > 0;
  });
  // Visually hidden text for screen readers (1 px, clipped) is not on screen.
  const srOnly = (el: Element) => {
    const r = rect(el);
    return r.width <= 1 || r.height <= 1 || cs(el).clipPath.startsWith('inset(50%') || cs(el).clip.startsWith('rect(0');
  };
  const top = (el: Element | null) => !el || el === document.body || el === document.documentElement;
  /** The card an element's children are measured against: itself when painted, none past a clipping or floating box. */
  const cardForChildren = memo((a): Element | null => {
    if (clips(a)) return null;
    if (painted(a)) return a;
    if (floating(a)) return null;
    return top(a.parentElement) ? null : cardForChildren(a.parentElement!);
  });
  const cardOf = (el: Element) => (floating(el) || top(el.parentElement) ? null : cardForChildren(el.parentElement!));
  /** Inside something that scrolls or clips sideways (a carousel, a table's scroller): not the viewport's business. */
  const scrolled = memo((a): boolean => clips(a) || (!top(a.parentElement) && scrolled(a.parentElement!)));
  const inScroller = (el: Element) => !top(el.parentElement) && scrolled(el.parentElement!);
  const fits = (r: DOMRect, box: DOMRect) =>
    r.left >= box.left - SLACK && r.right <= box.right + SLACK && r.top >= box.top - SLACK && r.bottom <= box.bottom + SLACK;
  const NUMBER = /^[-+−~≈<>]?\s?[$€]?\s?\d[\d,.:'\u00a0\u202f ]*\s?(%|x|[KMB])?$/;

  // A banner painted with its own gradient or picture keeps its palette in both themes (a team's, the battle's).
  const onBanner = memo(
    (a): boolean => !top(a.parentElement) && (cs(a.parentElement!).backgroundImage !== 'none' || onBanner(a.parentElement!)),
  );
  if (mode === 'colours') {
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (['img', 'svg', 'canvas', 'video', 'iframe'].includes(el.tagName.toLowerCase()) || el.closest('svg') || onBanner(el)) continue;
      const bg = rgba(cs(el).backgroundColor);
      if (bg[3] < 0.5 || luminance(bg) <= 0.5 || Math.max(bg[0], bg[1], bg[2]) - Math.min(bg[0], bg[1], bg[2]) >= 48) continue;
      const r = rect(el);
      if (r.width >= 24 && r.height >= 16 && shown(el))
        problems.push(`a light surface in the dark theme (${cs(el).backgroundColor}): ${name(el)}`);
    }
    return [...new Set(problems)];
  }

  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + SLACK)
    problems.push(`the page scrolls sideways: ${root.scrollWidth} px in ${root.clientWidth}`);

  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    if (el.tagName.toLowerCase() !== 'svg' && el.closest('svg')) continue;
    if (!shown(el) || srOnly(el)) continue;
    const r = rect(el);
    // The viewport.
    if ((r.right > vw + SLACK || r.left < -SLACK) && !inScroller(el) && !el.closest('[aria-hidden="true"]'))
      problems.push(`past the viewport (${Math.round(r.left)}..${Math.round(r.right)} of ${vw}): ${name(el)}`);
    // Its card.
    const card = cardOf(el);
    if (card && !fits(r, rect(card))) {
      const c = rect(card);
      const by = Math.round(Math.max(r.right - c.right, c.left - r.left, r.bottom - c.bottom, c.top - r.top));
      problems.push(`overflows its card by ${by} px: ${name(el)} in ${name(card)}`);
    }
    // A box that hides its overflow cuts what is wider than it (ellipsis is a chosen cut; a scroller scrolls).
    const s = cs(el);
    if ((s.overflowX === 'hidden' || s.overflowX === 'clip') && s.textOverflow !== 'ellipsis' && el.scrollWidth > el.clientWidth + SLACK)
      problems.push(`cuts its content (${el.scrollWidth} px in ${el.clientWidth}): ${name(el)}`);
    // A number on one line.
    if (el.childElementCount <= 2) {
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text.length >= 4 && NUMBER.test(text)) {
        const range = document.createRange();
        range.selectNodeContents(el);
        const rects = Array.from(range.getClientRects())
          .filter((x) => x.width > 0)
          .sort((a, b) => a.top - b.top);
        let lines = 0;
        let bottom = -Infinity;
        for (const x of rects) {
          if (x.top >= bottom - 2) {
            lines += 1;
            bottom = x.bottom;
          } else bottom = Math.max(bottom, x.bottom);
        }
        if (lines > 1) problems.push(`a number wraps over ${lines} lines: ${name(el)}`);
      }
    }
    // Raw translation keys in the names a screen reader reads.
    for (const attr of ['aria-label', 'title', 'placeholder']) {
      const v = el.getAttribute(attr);
      if (v && (v.includes('{{') || keySet.has(v))) problems.push(`a translation key in ${attr}: "${v}"`);
    }
  }
  // Text nodes: a translation key, or text outside its card.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = (n.nodeValue ?? '').trim();
    const parent = n.parentElement;
    if (!text || !parent || ['script', 'style', 'noscript', 'title'].includes(parent.tagName.toLowerCase())) continue;
    if (!shown(parent) || srOnly(parent)) continue;
    if (text.includes('{{') || text.includes('}}') || keySet.has(text))
      problems.push(`a translation key on screen: "${text.slice(0, 60)}"`);
    if (clips(parent)) continue;
    const card = painted(parent) ? parent : cardOf(parent);
    if (!card) continue;
    const c = rect(card);
    range.selectNodeContents(n);
    if (Array.from(range.getClientRects()).some((x) => x.width > 0 && !fits(x, c)))
      problems.push(`text overflows its card: "${text.slice(0, 40)}" in ${name(card)}`);
  }
  return [...new Set(problems)];
}

/** The two frames a resize or a theme change needs to be drawn (reduced motion: no transition runs). */
const settleFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

async function waitForContent(page: Page, path: string) {
  await page
    .locator('main h1')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  const ready = READY[path.split('?')[0]!];
  if (ready)
    await page
      .locator(ready)
      .first()
      .waitFor({ timeout: 20_000 })
      .catch(() => undefined);
  await expect(page.locator('main svg[role="status"], main [class*="_skeleton_"]'))
    .toHaveCount(0, { timeout: 4_000 })
    .catch(() => undefined);
}

const slug = (s: string) =>
  s
    .replace(/^\/(?=\s|$)/, 'home')
    .replace(/^\//, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .slice(0, 40) || 'home';

/** Every combination's screenshot, or only those of combinations where a check found something (the default). */
const ALL_SCREENSHOTS = process.env.LAYOUT_SCREENSHOTS === 'all';

/**
 * Checks the page as it is at each width and theme (the dark theme only at `darkWidths`), with a screenshot of a
 * combination that has a finding; returns what was found.
 */
async function checkAt(
  page: Page,
  info: TestInfo,
  label: string,
  widths: readonly number[],
  keys: string[],
  darkWidths: readonly number[] = widths,
): Promise<string[]> {
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
    for (const theme of THEMES.filter((t) => t === 'light' || darkWidths.includes(width))) {
      // As the theme toggle does (ui/theme.ts): stored too, or the app re-applies the stored theme on its next render.
      await page.evaluate((t) => {
        localStorage.setItem('fuelswap:theme', t);
        document.documentElement.dataset.theme = t;
      }, theme);
      await settleFrames(page);
      const input: CheckInput = { keys, mode: theme === 'dark' ? 'colours' : 'layout', theme };
      const problems = await page.evaluate(checkLayout, input);
      for (const p of problems) found.push(`${label} [${width} px, ${theme}] ${p}`);
      if (problems.length === 0 && !ALL_SCREENSHOTS) continue;
      await page.screenshot({
        path: info.outputPath(`layout-${slug(label)}-${width}-${theme}.jpeg`),
        fullPage: true,
        type: 'jpeg',
        quality: 60,
      });
    }
  }
  return found;
}

/** Pools have two presentations: the one the page opens with, then the other. */
async function checkRoute(
  page: Page,
  info: TestInfo,
  path: string,
  widths: readonly number[],
  keys: string[],
  suffix: string,
  darkWidths: readonly number[] = widths,
) {
  const found = await checkAt(page, info, `${path}${suffix}`, widths, keys, darkWidths);
  if (path === '/pools') {
    await page.getByRole('button', { name: 'Card View' }).click();
    await page.locator('[data-testid="pool-card"]').first().waitFor();
    found.push(...(await checkAt(page, info, `/pools (cards)${suffix}`, widths, keys, darkWidths)));
    await page.getByRole('button', { name: 'Table View' }).click();
  }
  return found;
}

test('every route, without a wallet, at 375, 768, 1440 and 1920 px, and dark at 375 and 1440 px', async ({
  browser,
  deployment,
  chain,
}, info) => {
  test.setTimeout(600_000);
  void chain; // the fixture's snapshot and revert
  const busd = deployment.tokens.find((t) => t.symbol === 'BUSD')!.address;
  const pair = deployment.pairs.find((p) => p.name === 'BUSD-WBNB')!.address.toLowerCase();
  const all = routes(pair, busd.toLowerCase(), carol.toLowerCase(), busd).filter(
    (r) => !process.env.LAYOUT_ONLY || process.env.LAYOUT_ONLY.split(',').includes(r),
  );
  const keys = keyPaths();
  await Promise.all(
    Array.from({ length: LANES }, async (_, lane) => {
      const context = await browser.newContext({ reducedMotion: 'reduce' });
      const page = await context.newPage();
      // The prediction page's first-visit risk dialog would cover it: accepted as a returning player has.
      await page.addInitScript(() => localStorage.setItem('fuelswap:prediction:riskAccepted', 'true'));
      for (const path of all.filter((_, j) => j % LANES === lane)) {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto(path);
        await expect(page.getByRole('main')).toBeVisible({ timeout: 30_000 });
        await waitForContent(page, path);
        const found = await checkRoute(page, info, path, WIDTHS, keys, '', DARK_WIDTHS);
        expect.soft(found, found.join('\n')).toEqual([]);
      }
      await context.close();
    }),
  );
});

test('every route, with a wallet, at 375 and 1440 px, light and dark', async ({ browser, deployment, chain }, info) => {
  test.setTimeout(600_000);
  void chain;
  const busd = deployment.tokens.find((t) => t.symbol === 'BUSD')!.address;
  const pair = deployment.pairs.find((p) => p.name === 'BUSD-WBNB')!.address.toLowerCase();
  const all = routes(pair, busd.toLowerCase(), carol.toLowerCase(), busd).filter(
    (r) => !process.env.LAYOUT_ONLY || process.env.LAYOUT_ONLY.split(',').includes(r),
  );
  const keys = keyPaths();
  await Promise.all(
    Array.from({ length: LANES }, async (_, lane) => {
      const context = await browser.newContext({ reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.addInitScript(() => localStorage.setItem('fuelswap:prediction:riskAccepted', 'true'));
      await installTestWallet(page, { rpcUrl: RPC_URL, account: lane === 0 ? carol : bob });
      let connected = false;
      for (const path of all.filter((_, j) => j % LANES === lane)) {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto(path);
        await expect(page.getByRole('main')).toBeVisible({ timeout: 30_000 });
        if (!connected) {
          await connectWith(page, 'E2E Test Wallet');
          connected = true;
        }
        await expect(page.getByRole('button', { name: /^Account / })).toBeVisible();
        await waitForContent(page, path);
        const found = await checkRoute(page, info, path, WALLET_WIDTHS, keys, ' (wallet)');
        expect.soft(found, found.join('\n')).toEqual([]);
      }
      await context.close();
    }),
  );
});

// As in the route tests' own contexts: transitions end at once (global.css), so a theme change is never read halfway.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

test('the main dialogs: connect wallet, settings, token picker, ROI calculator, stake', async ({ page, useWallet }, info) => {
  test.setTimeout(180_000);
  const keys = keyPaths();
  const found: string[] = [];
  const dialog = page.getByRole('dialog');
  const check = async (label: string) => {
    await expect(dialog.first()).toBeVisible();
    found.push(...(await checkAt(page, info, label, WIDTHS, keys)));
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.setViewportSize({ width: 1440, height: 900 });
  };
  await page.addInitScript(() => localStorage.setItem('fuelswap:prediction:riskAccepted', 'true'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/swap');
  await page
    .getByRole('button', { name: /connect wallet/i })
    .first()
    .click();
  await check('dialog connect wallet');
  await page.getByRole('main').getByRole('button', { name: 'Settings', exact: true }).click();
  await check('dialog settings');
  await page.getByRole('main').getByRole('button', { name: /^To: / }).click();
  await expect(page.getByRole('dialog', { name: 'Select a Token' })).toBeVisible();
  await check('dialog token picker');
  await page.goto('/farms');
  await page
    .getByRole('button', { name: /^ROI calculator for / })
    .first()
    .click();
  await check('dialog ROI calculator');
  // The stake dialog: the BNB pool (no approval to give first), with a wallet.
  await useWallet(carol);
  await page.goto('/pools');
  await connectWith(page, 'E2E Test Wallet');
  await page.getByRole('textbox', { name: 'Search' }).fill('NRV');
  const row = page.locator('[data-testid="pool-row"]').filter({ hasText: 'Stake BNB' }).first();
  await row.getByRole('button', { name: /^Show details of / }).click();
  await row.getByRole('button', { name: 'Stake', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Stake in Pool' })).toBeVisible();
  await check('dialog stake');
  expect(found, found.join('\n')).toEqual([]);
});

test('each check finds what it looks for (a page with one defect of each kind)', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 600 });
  await page.setContent(`<!doctype html><html data-theme="dark"><body style="margin:0;font:16px sans-serif">
    <div style="width:200px;border:1px solid #888;padding:4px"><div style="width:260px">wider than its card</div></div>
    <div style="width:80px;background:#333"><span id="n" style="font-size:20px;overflow-wrap:anywhere">$263,999,494.27</span></div>
    <p>{{amount}} FUEL</p><p>{{count}} seconds ago_one</p>
    <button style="background:#eeeaf4;color:#280d5f;border:0;height:36px">0x3C44…93BC</button>
    <div style="width:120px;overflow:hidden;background:#222"><div style="width:300px">cut</div></div>
    <div style="width:600px">past the screen</div></body></html>`);
  const layout: CheckInput = { keys: keyPaths(), mode: 'layout', theme: 'dark' };
  const colours: CheckInput = { keys: keyPaths(), mode: 'colours', theme: 'dark' };
  const found = [...(await page.evaluate(checkLayout, layout)), ...(await page.evaluate(checkLayout, colours))];
  const has = (re: RegExp) =>
    expect(
      found.some((p) => re.test(p)),
      `${re} in:\n${found.join('\n')}`,
    ).toBe(true);
  has(/^overflows its card by \d+ px: <div> "wider than its card"/);
  has(/^a number wraps over \d lines: <span "n|^a number wraps over \d lines: <span> "\$263/);
  has(/^a translation key on screen: "\{\{amount\}\} FUEL"/);
  has(/^a translation key on screen: "\{\{count\}\} seconds ago_one"/);
  has(/^a light surface in the dark theme .*<button> "0x3C44/);
  has(/^cuts its content \(300 px in 120\)/);
  has(/^the page scrolls sideways/);
  has(/^past the viewport .*"past the screen"/);
});
