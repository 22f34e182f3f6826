import { describe, expect, it } from 'vitest';
import { isGroupActive, isLinkActive, menuEntries, type MenuGroup, type MenuLink } from './menuConfig.ts';

const entries = menuEntries((k) => k);
const link = (id: string): MenuLink => {
  for (const e of entries) {
    if (e.kind === 'link' && e.id === id) return e;
    if (e.kind === 'group') for (const i of e.items) if (i.kind === 'link' && i.id === id) return i;
  }
  throw new Error(id);
};
const group = (id: string) => entries.find((e): e is MenuGroup => e.kind === 'group' && e.id === id)!;

describe('menu', () => {
  it('has the spec order: Home, Trade, Farms, Pools, Win, Info, More', () => {
    expect(entries.map((e) => e.label)).toEqual(['Home', 'Trade', 'Farms', 'Pools', 'Win', 'Info', 'More']);
    expect(group('trade').items.map((i) => i.label)).toEqual(['Exchange', 'Liquidity', 'LP Migration']);
    expect(
      group('more')
        .items.filter((i) => i.kind === 'external')
        .map((i) => i.label),
    ).toEqual(['Github', 'Docs', 'Blog']);
  });

  it('external links are https', () => {
    for (const e of entries.flatMap((e) => (e.kind === 'group' ? e.items : [e]))) {
      if (e.kind === 'external') expect(e.href).toMatch(/^https:\/\//);
    }
  });

  it('marks the current page', () => {
    expect(isLinkActive(link('home'), '/')).toBe(true);
    expect(isLinkActive(link('home'), '/farms')).toBe(false);
    expect(isLinkActive(link('farms'), '/farms/auction')).toBe(true);
    expect(isLinkActive(link('pools'), '/poolsx')).toBe(false);
    expect(isLinkActive(link('liquidity'), '/add/BNB')).toBe(true);
    expect(isLinkActive(link('liquidity'), '/pools')).toBe(false);
    expect(isGroupActive(group('trade'), '/swap')).toBe(true);
    expect(isGroupActive(group('trade'), '/farms')).toBe(false);
    expect(isGroupActive(group('win'), '/lottery')).toBe(true);
    expect(isLinkActive(link('farm-auction'), '/farms/auction')).toBe(true);
    expect(isLinkActive(link('farm-auction'), '/farms')).toBe(false);
  });

  it('reaches the Community Farm Auction from "More"', () => {
    expect(group('more').items[0]).toEqual({ kind: 'link', id: 'farm-auction', label: 'Community Farm Auction', to: '/farms/auction' });
  });
});
