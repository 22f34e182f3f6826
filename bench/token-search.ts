/**
 * Token search benchmark: a precomputed search index against the naive
 * filter + sort that re-splits every symbol and name on each keystroke.
 * 10,000 deterministic tokens; queries are typed one character at a time
 * (an address is pasted in one go); both must give identical results.
 *
 *   npx tsx bench/token-search.ts
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { getAddress } from 'viem/utils';
import { createTokenSearchIndex, filterTokens, sortByQuery, type SearchableToken } from '../packages/sdk/src/lists/search.ts';

const TOKEN_COUNT = 10_000;

/** mulberry32: small deterministic PRNG so every run sees the same list. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = [
  'ca',
  'ke',
  'bu',
  'sd',
  'fu',
  'el',
  'swa',
  'po',
  'ly',
  'ze',
  'ta',
  'mo',
  'on',
  'sa',
  'fe',
  'ba',
  'by',
  'do',
  'ge',
  'ra',
  'nu',
  'xo',
  'vi',
  'lo',
];
const SUFFIXES = ['Token', 'Finance', 'Swap', 'Protocol', 'Coin', 'Network', 'DAO', 'Cash', 'Yield', 'Labs'];

export function makeBenchTokens(count = TOKEN_COUNT, seed = 56): SearchableToken[] {
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const tokens: SearchableToken[] = [
    { symbol: 'WBNB', name: 'Wrapped BNB', address: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c' },
    { symbol: 'BUSD', name: 'Binance USD', address: '0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56' },
    { symbol: 'CAKE', name: 'PancakeSwap Token', address: '0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82' },
    { symbol: 'USDT', name: 'Tether USD', address: '0x55d398326f99059fF775485246999027B3197955' },
  ];
  while (tokens.length < count) {
    const n = 1 + Math.floor(rnd() * 3);
    let word = '';
    for (let i = 0; i < n; i++) word += pick(SYLLABLES);
    const cap = word[0]!.toUpperCase() + word.slice(1);
    const wrapped = rnd() < 0.05;
    const symbol = (wrapped ? 'w' : '') + word.toUpperCase().slice(0, 6) + (rnd() < 0.1 ? '-LP' : '');
    const name = (wrapped ? 'Wrapped ' : '') + `${cap} ${pick(SUFFIXES)}`;
    let hex = '';
    for (let i = 0; i < 5; i++)
      hex += Math.floor(rnd() * 0x100000000)
        .toString(16)
        .padStart(8, '0');
    tokens.push({ symbol, name, address: getAddress(`0x${hex}`) });
  }
  return tokens;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
}

/** Mean time in ms of fn over enough repetitions to last at least minMs. */
function timeIt(fn: () => unknown, minMs: number): number {
  let reps = 0;
  const start = performance.now();
  let now = start;
  do {
    fn();
    reps++;
    now = performance.now();
  } while (now - start < minMs);
  return (now - start) / reps;
}

const fmt = (ms: number) => (ms >= 1 ? `${ms.toFixed(2)} ms` : `${(ms * 1000).toFixed(1)} µs`);

export async function benchTokenSearch(): Promise<string[]> {
  const tokens = makeBenchTokens();
  const pasted = tokens[7321]!.address;
  const typed = ['cake', 'wrapped bnb', 'usd', 'swap fin', 'zeta', 'token', 'bu'];
  const keystrokes: string[] = [];
  for (const q of typed) for (let i = 1; i <= q.length; i++) keystrokes.push(q.slice(0, i));
  keystrokes.push(pasted, pasted.toLowerCase());

  const naive = (q: string) => sortByQuery(filterTokens(tokens, q), q);
  const buildStart = performance.now();
  const index = createTokenSearchIndex(tokens);
  const buildMs = performance.now() - buildStart;

  // Same answers for every keystroke (same tokens, same order).
  let mismatches = 0;
  for (const q of keystrokes) {
    const a = index.search(q);
    const b = naive(q);
    if (a.length !== b.length || a.some((t, i) => t !== b[i])) mismatches++;
  }
  if (mismatches > 0) throw new Error(`token-search: index and naive search disagree on ${mismatches} keystrokes`);

  // Warm up both paths so the JIT has settled before measuring.
  for (let r = 0; r < 3; r++) for (const q of keystrokes) index.search(q), naive(q);

  const naiveTimes: number[] = [];
  const indexTimes: number[] = [];
  for (const q of keystrokes) {
    naiveTimes.push(timeIt(() => naive(q), 20));
    indexTimes.push(timeIt(() => index.search(q), 20));
  }
  const naiveMed = median(naiveTimes);
  const indexMed = median(indexTimes);
  const lines = [
    `token-search: ${tokens.length} tokens, ${keystrokes.length} keystrokes over ${typed.length} typed queries + 1 pasted address (2 cases)`,
    `  index build (once per list): ${fmt(buildMs)}`,
    `  naive filter+sort per keystroke: median ${fmt(naiveMed)}, p90 ${fmt(percentile(naiveTimes, 0.9))}`,
    `  index search per keystroke:      median ${fmt(indexMed)}, p90 ${fmt(percentile(indexTimes, 0.9))}`,
    `  speed-up (naive / index median): ${(naiveMed / indexMed).toFixed(1)}x`,
    `  results identical on all ${keystrokes.length} keystrokes: yes`,
  ];
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  benchTokenSearch().then(
    (lines) => console.log(lines.join('\n')),
    (err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
