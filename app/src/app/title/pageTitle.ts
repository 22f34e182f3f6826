/** The product name, never translated. */
export const PRODUCT_NAME = 'FuelSwap';

type Translate = (key: string) => string;

/** Title per path. A function of t so the key scanner sees each literal key. */
function titleTable(t: Translate): ReadonlyArray<readonly [path: string, title: string]> {
  return [
    ['/', t('Home')],
    ['/competition', t('Trading Battle')],
    ['/prediction', t('Prediction')],
    ['/farms', t('Farms')],
    ['/pools', t('Pools')],
    ['/lottery', t('Lottery')],
    ['/collectibles', t('Collectibles')],
    ['/ifo', t('Initial Farm Offering')],
    ['/teams', t('Leaderboard')],
    ['/profile/tasks', t('Task Center')],
    ['/profile', t('Your Profile')],
  ];
}

/** The path's own title, or undefined on paths with the default title. Longest matching prefix wins; "/" matches only itself. */
export function pathTitle(pathname: string, t: Translate): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: readonly [string, string] | undefined;
  for (const entry of titleTable(t)) {
    const [prefix] = entry;
    const matches = prefix === '/' ? path === '/' : path === prefix || path.startsWith(`${prefix}/`);
    if (matches && (!best || prefix.length > best[0].length)) best = entry;
  }
  return best?.[1];
}

/**
 * The document title: "{title} | FuelSwap", or "FuelSwap" on other paths; with
 * a FUEL price (a canonical 3-decimal string, only when above 0) "{title} - ${price} | FuelSwap"
 * or "FuelSwap - ${price}", the price shown through `localize` (the language's separators).
 */
export function pageTitle(pathname: string, t: Translate, fuelUsdPrice?: string, localize: (n: string) => string = (n) => n): string {
  const title = pathTitle(pathname, t);
  const price = fuelUsdPrice && Number(fuelUsdPrice) > 0 ? `$${localize(fuelUsdPrice)}` : undefined;
  if (title === undefined) return price ? `${PRODUCT_NAME} - ${price}` : PRODUCT_NAME;
  return price ? `${title} - ${price} | ${PRODUCT_NAME}` : `${title} | ${PRODUCT_NAME}`;
}
