/**
 * The teams' pictures on the devnet (the catalogue's teams have pictures; no CDN here): the web server answers
 * /devnet/teams/<id>.svg with one drawn from the team's catalogue entry in @fuelswap/config (its banner colours and
 * an emblem of its own), as it draws the token logos and the collectibles.
 */
import { teamInfo } from '@fuelswap/config';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One emblem per static team, in the picture's 256 x 256 box; a later team gets the first. */
const EMBLEMS = [
  // Syrup Storm: a cloud pouring syrup drops.
  '<path d="M78 132 a30 30 0 0 1 18-54 a40 40 0 0 1 74 6 a26 26 0 0 1 8 50 z" fill="#ffffff"/>' +
    '<path d="M100 150 q6 14 0 22 q-6-8 0-22 z M128 156 q6 14 0 22 q-6-8 0-22 z M156 150 q6 14 0 22 q-6-8 0-22 z" fill="#ffd27a"/>',
  // Fearsome Flippers: a fin over a wave.
  '<path d="M88 146 q30-74 88-70 q-22 28-20 70 z" fill="#ffffff"/>' +
    '<path d="M56 160 q18-14 36 0 t36 0 t36 0 t36 0" stroke="#ffffff" stroke-width="8" fill="none" stroke-linecap="round"/>',
  // Chaotic Cakers: a cake with a candle.
  '<rect x="80" y="116" width="96" height="56" rx="10" fill="#ffffff"/><rect x="80" y="132" width="96" height="10" fill="#ff7aa8"/>' +
    '<rect x="124" y="88" width="8" height="28" rx="3" fill="#280d5f"/><path d="M128 70 q8 10 0 18 q-8-8 0-18 z" fill="#ff4d00"/>',
];

/** A team's picture, or undefined for an id the catalogue does not know. */
export function teamSvg(id: number): string | undefined {
  const team = teamInfo(id);
  if (!team) return undefined;
  const [from, to] = team.background;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" role="img" aria-label="${esc(team.name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${esc(from)}"/><stop offset="1" stop-color="${esc(to)}"/></linearGradient></defs>
<rect width="256" height="256" rx="32" fill="url(#g)"/>
${EMBLEMS[(team.id - 1) % EMBLEMS.length]}
<text x="128" y="226" font-family="sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="${esc(team.textColor)}">${esc(team.name)}</text>
</svg>
`;
}
