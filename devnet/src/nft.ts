/**
 * The collectibles' metadata and pictures on the devnet (no IPFS): the web
 * server answers /devnet/nft/<variationId>.json and /devnet/nft/<variationId>.svg
 * from the catalogue in @fuelswap/config. FuelBunnies' token URIs are
 * "/devnet/nft/<variationId>.json" (a relative base URI, so the same chain works
 * behind any host and port); the JSON's image is absolute for this origin.
 */
import { bunnyInfo, type BunnyInfo } from '@fuelswap/config';

export interface NftMetadata {
  name: string;
  description: string;
  image: string;
  attributes: { trait_type: string; value: string | number }[];
}

export function nftMetadata(variationId: number, origin: string): NftMetadata | undefined {
  const b = bunnyInfo(variationId);
  if (!b) return undefined;
  return {
    name: b.name,
    description: b.description,
    image: `${origin}/devnet/nft/${b.variationId}.svg`,
    attributes: [
      { trait_type: 'bunnyId', value: b.variationId },
      { trait_type: 'identifier', value: b.identifier },
      { trait_type: 'kind', value: b.kind },
    ],
  };
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A bunny head in the variation's colours, with a different mark per variation. */
export function nftSvg(variationId: number): string | undefined {
  const b: BunnyInfo | undefined = bunnyInfo(variationId);
  if (!b) return undefined;
  const [main, light] = b.colors;
  const marks = [
    '<path d="M128 150 l10 -22 l10 22 z" fill="#ff4d00"/>', // flame
    '<rect x="118" y="140" width="20" height="30" rx="4" fill="#ffffff" opacity=".8"/>', // piston
    '<path d="M108 160 h40 l-10 -10 M148 160 l-10 10" stroke="#ffffff" stroke-width="5" fill="none"/>', // arrow
    '<path d="M128 132 l6 14 h15 l-12 9 l5 15 l-14 -9 l-14 9 l5 -15 l-12 -9 h15 z" fill="#ffffff"/>', // star
    '<path d="M104 158 q24 -24 48 0" stroke="#ffffff" stroke-width="5" fill="none"/>', // curve
    '<circle cx="128" cy="152" r="14" fill="#ffd700" stroke="#ffffff" stroke-width="3"/>', // coin
    '<path d="M114 146 h28 v20 h-28 z M120 146 v-6 h16 v6" fill="#ffffff" opacity=".85"/>', // toolbox
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" role="img" aria-label="${esc(b.name)}">
<rect width="256" height="256" rx="24" fill="${light}"/>
<ellipse cx="92" cy="70" rx="20" ry="56" fill="${main}"/><ellipse cx="92" cy="74" rx="9" ry="40" fill="${light}"/>
<ellipse cx="164" cy="70" rx="20" ry="56" fill="${main}"/><ellipse cx="164" cy="74" rx="9" ry="40" fill="${light}"/>
<circle cx="128" cy="150" r="72" fill="${main}"/>
<circle cx="102" cy="134" r="9" fill="#280d5f"/><circle cx="154" cy="134" r="9" fill="#280d5f"/>
<circle cx="105" cy="131" r="3" fill="#ffffff"/><circle cx="157" cy="131" r="3" fill="#ffffff"/>
${marks[b.variationId % marks.length]}
<path d="M116 186 q12 10 24 0" stroke="#280d5f" stroke-width="4" fill="none" stroke-linecap="round"/>
<text x="128" y="244" font-family="sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="#280d5f">${esc(b.name)}</text>
</svg>
`;
}
