import { describe, expect, it } from 'vitest';
import { pageTitle, pathTitle } from './pageTitle.ts';

const id = (k: string) => k;

describe('pathTitle', () => {
  it.each([
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
    ['/teams/3', 'Leaderboard'],
    ['/profile', 'Your Profile'],
    ['/profile/tasks', 'Task Center'],
    ['/profile/tasks/', 'Task Center'],
    ['/profile/0xabc', 'Your Profile'],
  ])('%s -> %s', (path, title) => {
    expect(pathTitle(path, id)).toBe(title);
  });

  it.each(['/swap', '/liquidity', '/add/BNB', '/voting', '/nope', '/farmsx', '/profiles', '/teamsters'])(
    '%s has the default title',
    (path) => {
      expect(pathTitle(path, id)).toBeUndefined();
    },
  );
});

describe('pageTitle', () => {
  it('appends the product name', () => {
    expect(pageTitle('/farms', id)).toBe('Farms | FuelSwap');
    expect(pageTitle('/swap', id)).toBe('FuelSwap');
  });
  it('adds the FUEL price when known and above 0', () => {
    expect(pageTitle('/farms', id, '2.512')).toBe('Farms - $2.512 | FuelSwap');
    expect(pageTitle('/', id, '0.100')).toBe('Home - $0.100 | FuelSwap');
    expect(pageTitle('/swap', id, '2.512')).toBe('FuelSwap - $2.512');
    expect(pageTitle('/farms', id, '0.000')).toBe('Farms | FuelSwap');
    expect(pageTitle('/farms', id, undefined)).toBe('Farms | FuelSwap');
  });
  it('translates the title, not the product name', () => {
    const de = (k: string) => ({ Farms: 'Farmen', Home: 'Startseite' })[k] ?? k;
    expect(pageTitle('/farms', de, '1.000')).toBe('Farmen - $1.000 | FuelSwap');
  });
  it("shows the price with the language's separators, still checking the canonical one", () => {
    const comma = (n: string) => n.replace('.', ',');
    expect(pageTitle('/farms', id, '2.512', comma)).toBe('Farms - $2,512 | FuelSwap');
    expect(pageTitle('/farms', id, '0.000', comma)).toBe('Farms | FuelSwap');
  });
});
