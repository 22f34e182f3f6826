/**
 * The app's import boundaries (docs/ARCHITECTURE.md "Layers"), checked over
 * every source file under app/src:
 * 1. Layers import downwards only: `ui/`, `lib/` and `i18n/` import nothing of the app,
 *    `chain/` nothing from `features/` or `app/`, features nothing from `app/`.
 * 2. A feature imports another feature only through its public `index.ts`.
 * 3. Outside `ui/`, the design system is imported through `ui/index.ts`.
 * The shell's route table (`app/routes/`) may lazy-import a page module
 * directly (`import('…/XPage.tsx')`) so that each page is its own chunk.
 * 4. Every indexer query goes through the one client (`chain/indexer.ts`: its
 *    timeout, its zod check, Ponder's "HTTP 200 with errors"): outside it, no
 *    `/graphql` string, no `fetch(` of a GraphQL URL and no hand-built GraphQL
 *    POST body (`JSON.stringify({ query`). Tests are exempt (their fakes stand
 *    for the indexer).
 * 5. Remote data is read through react-query (a key that the writes invalidate
 *    and the block watcher refreshes), never hand-rolled in an effect: no
 *    `useEffect`/`useLayoutEffect` whose body waits on a promise (`.then(`,
 *    `await`, `async`), and no "live" flag (`let live = true`) in a React file.
 *    The few effects that are clocks or load code, not data, are listed by name.
 * 6. Every transaction goes through the write layer (`chain/write/`: estimate with
 *    margin, the stale-chain refusal, the transaction store, one failure classifier):
 *    outside it no wallet send or receipt wait (`writeContract`, `sendTransaction`,
 *    `useWriteContract`, `useSendTransaction`, `sendRawTransaction`,
 *    `waitForTransactionReceipt`), and outside `chain/` the layer is imported through
 *    `chain/write/index.ts` only, never a file inside it nor the old single-file `chain/write.ts`.
 *    There is no exception: every feature, swap included, writes through the index.
 *    Tests are exempt (their fakes stand for the wallet).
 * 7. A component file (`.tsx`, tests exempt) is at most 350 lines: past that it
 *    holds more than one thing, and the next one is split out, as the profile
 *    setup's steps and the settings' transaction fields were.
 * 8. No double cast (`as unknown as`) outside tests: a type that does not fit
 *    is narrowed or checked (zod, a guard), never forced through.
 *
 * Hand-written (a regex over import specifiers and sources) rather than
 * dependency-cruiser or an ESLint plugin: eight rules, no extra toolchain, and
 * Biome's noRestrictedImports cannot say "another feature's internals".
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname);

interface Import {
  specifier: string;
  dynamic: boolean;
}

const IMPORT_RE =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

const stripComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** Static and dynamic import specifiers of one source (comments stripped first). */
export function importsOf(source: string): Import[] {
  const code = stripComments(source);
  const out: Import[] = [];
  for (const m of code.matchAll(IMPORT_RE)) {
    if (m[1]) out.push({ specifier: m[1], dynamic: false });
    else if (m[2]) out.push({ specifier: m[2], dynamic: true });
  }
  return out;
}

/**
 * The layers, lowest first: ui, lib and i18n (no app knowledge), chain (transport, blocks,
 * batched reads, the write path, the transaction store), features, and the app shell.
 */
const RANK: Record<string, number> = { ui: 0, lib: 0, i18n: 0, chain: 1, features: 2, app: 3 };

/** Violations of the three rules for one file (paths relative to app/src, with '/'). */
export function violationsOf(file: string, imports: Import[]): string[] {
  const out: string[] = [];
  const [layer, feature] = file.split('/');
  for (const { specifier, dynamic } of imports) {
    if (!specifier.startsWith('.')) continue;
    const target = join(dirname(file), specifier).split(sep).join('/');
    const [tLayer, tFeature, ...rest] = target.split('/');
    if (target.startsWith('..')) continue;
    const rank = RANK[layer ?? ''];
    const tRank = RANK[tLayer ?? ''];
    if (rank !== undefined && tRank !== undefined && tRank > rank) {
      out.push(`${file}: ${layer}/ imports ${target} (a layer imports nothing above it)`);
    }
    if (tLayer === 'features' && tFeature && !(layer === 'features' && feature === tFeature)) {
      const isIndex = rest.length === 0 || (rest.length === 1 && /^index(\.tsx?)?$/.test(rest[0]!));
      const routeChunk = dynamic && file.startsWith('app/routes/');
      if (!isIndex && !routeChunk) out.push(`${file}: imports ${target} (use features/${tFeature}/index.ts)`);
    }
    if (tLayer === 'ui' && layer !== 'ui') {
      const isIndex = tFeature === undefined || /^index(\.tsx?)?$/.test(tFeature);
      if (!isIndex) out.push(`${file}: imports ${target} (use ui/index.ts)`);
    }
  }
  return out;
}

/** The indexer client: the one file that may speak GraphQL to the indexer. */
const GRAPHQL_CLIENT = new Set(['chain/indexer.ts']);
const isTest = (file: string) => /\.test\.tsx?$|\.test-helpers\.tsx?$/.test(file);

/** Violations of the indexer-client rule for one file (path relative to app/src, with '/'). */
export function graphqlViolationsOf(file: string, source: string): string[] {
  if (GRAPHQL_CLIENT.has(file) || isTest(file)) return [];
  const code = stripComments(source);
  const out: string[] = [];
  if (code.includes('/graphql')) out.push(`${file}: a /graphql URL (query the indexer through chain/indexer.ts gql)`);
  for (const m of code.matchAll(/\bfetch\w*\s*\(([^)]*)/g)) {
    if (/graphql/i.test(m[1] ?? '')) out.push(`${file}: fetch of a GraphQL endpoint (use chain/indexer.ts gql)`);
  }
  if (/JSON\.stringify\(\s*\{\s*query\b/.test(code)) out.push(`${file}: a hand-built GraphQL request (use chain/indexer.ts gql)`);
  return out;
}

/**
 * Effects that wait on a promise and are not remote data, each with why: they stay as they are.
 */
const EFFECTS_THAT_ARE_NOT_DATA: Record<string, string> = {
  'chain/blocks.ts': 'the block poll: the clock that refreshes the perBlock queries',
  'features/transactions/TransactionUpdater.tsx': 'the receipt poll of each block, writing into the transaction store',
  'features/transactions/TransactionPreview.tsx': 'loads the spender namer’s code chunk',
  'features/swap/hooks/useDerivedSwapInfo.ts': 'loads the route and split search’s code chunk',
  'features/swap/hooks/useRecipient.ts': 'loads the name normalizer’s code chunk (the ENS lookup itself is a query)',
};

/** The source of each `useEffect(`/`useLayoutEffect(` call: from its name to its closing parenthesis. */
function effectsOf(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/\buse(?:Layout)?Effect\s*\(/g)) {
    let i = (m.index ?? 0) + m[0].length;
    for (let depth = 1; i < code.length && depth > 0; i++) {
      if (code[i] === '(') depth++;
      else if (code[i] === ')') depth--;
    }
    out.push(code.slice(m.index, i));
  }
  return out;
}

/** Violations of the one-fetching-style rule for one file (path relative to app/src, with '/'). */
export function effectFetchViolationsOf(file: string, source: string): string[] {
  if (isTest(file) || file in EFFECTS_THAT_ARE_NOT_DATA) return [];
  const code = stripComments(source);
  const out: string[] = [];
  for (const effect of effectsOf(code)) {
    if (/\.then\s*\(|\bawait\b|\basync\b/.test(effect))
      out.push(`${file}: an effect that waits on a promise (read remote data with react-query's useQuery)`);
  }
  if (/from\s+['"]react['"]/.test(code) && /\blet\s+(?:live|alive|mounted|active|cancell?ed|ignore)\s*=\s*(?:true|false)\b/.test(code))
    out.push(`${file}: a "live" flag for late answers (react-query drops them itself: use useQuery)`);
  return out;
}

/**
 * Where a wallet send may be written: the write layer, the module of wagmi actions it loads on first use, and the
 * development wallet (which is the wallet that signs, not a caller of one).
 */
const SENDERS = [/^chain\/write\//, /^chain\/writeActions\.ts$/, /^chain\/devnetSigner\.ts$/, /^chain\/devnetWallet\.ts$/];
const WALLET_SENDS =
  /\b(writeContract|writeContractAsync|sendTransaction|sendRawTransaction|useWriteContract|useSendTransaction|waitForTransactionReceipt)\b/;

/** Violations of the write-layer rule for one file (path relative to app/src, with '/'). */
export function writeViolationsOf(file: string, source: string): string[] {
  if (isTest(file)) return [];
  const code = stripComments(source);
  const out: string[] = [];
  const send = WALLET_SENDS.exec(code);
  if (send && !SENDERS.some((r) => r.test(file))) out.push(`${file}: ${send[1]} outside the write layer (use chain/write/index.ts)`);
  if (!file.startsWith('chain/')) {
    for (const { specifier } of importsOf(source)) {
      const target = join(dirname(file), specifier).split(sep).join('/');
      if (target === 'chain/write.ts' || (target.startsWith('chain/write/') && target !== 'chain/write/index.ts')) {
        out.push(`${file}: imports ${target} (use chain/write/index.ts)`);
      }
    }
  }
  return out;
}

const MAX_COMPONENT_LINES = 350;

/** Violations of the file-length rule for one file (path relative to app/src, with '/'). */
export function lengthViolationsOf(file: string, source: string): string[] {
  if (isTest(file) || !file.endsWith('.tsx')) return [];
  const lines = source.split('\n').length - (source.endsWith('\n') ? 1 : 0);
  return lines > MAX_COMPONENT_LINES ? [`${file}: ${lines} lines (at most ${MAX_COMPONENT_LINES}: split what it holds)`] : [];
}

/** Violations of the no-double-cast rule for one file (path relative to app/src, with '/'). */
export function doubleCastsOf(file: string, source: string): string[] {
  if (isTest(file)) return [];
  return [...stripComments(source).matchAll(/\bas\s+unknown\s+as\b/g)].map(() => `${file}: a double cast (as unknown as)`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('import boundaries', () => {
  it('finds each kind of violation (the checker can fail)', () => {
    expect(violationsOf('chain/write.ts', importsOf("import { x } from '../features/wallet/index.ts';"))).toHaveLength(1);
    expect(violationsOf('features/farms/A.tsx', importsOf("import { y } from '../pools/yield/reads.ts';"))).toHaveLength(1);
    expect(violationsOf('features/farms/A.tsx', importsOf("import { y } from '../pools/index.ts';"))).toEqual([]);
    expect(violationsOf('features/farms/A.tsx', importsOf("import { y } from '../pools';"))).toEqual([]);
    expect(violationsOf('features/farms/A.tsx', importsOf("import { y } from './hooks/x.ts';"))).toEqual([]);
    expect(violationsOf('features/farms/A.tsx', importsOf("import { Button } from '../../ui/Button.tsx';"))).toHaveLength(1);
    expect(violationsOf('features/farms/A.tsx', importsOf("import {\n  Button,\n} from '../../ui/index.ts';"))).toEqual([]);
    expect(violationsOf('ui/Modal.tsx', importsOf("import { Button } from './Button.tsx';"))).toEqual([]);
    expect(violationsOf('app/routes/routes.tsx', importsOf("page(() => import('../../features/swap/SwapPage.tsx'))"))).toEqual([]);
    expect(violationsOf('app/Layout.tsx', importsOf("import { SwapPage } from '../features/swap/SwapPage.tsx';"))).toHaveLength(1);
    expect(violationsOf('lib/a.ts', importsOf("import { x } from '../chain/write.ts';"))).toHaveLength(1);
    expect(violationsOf('features/swap/a.ts', importsOf("import { x } from '../../app/App.tsx';"))).toHaveLength(1);
    expect(violationsOf('chain/a.ts', importsOf("// import { x } from '../features/wallet/index.ts';"))).toEqual([]);
  });

  it('holds for every file under app/src', () => {
    const found = sourceFiles(SRC).flatMap((p) => {
      const file = relative(SRC, p).split(sep).join('/');
      return violationsOf(file, importsOf(readFileSync(p, 'utf8')));
    });
    expect(found).toEqual([]);
  });
});

describe('one indexer client', () => {
  it('finds each kind of violation (the checker can fail)', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text the rule reads
    const raw = "await fetch(`${indexerUrl}/graphql`, { method: 'POST', body: JSON.stringify({ query, variables }) });";
    expect(graphqlViolationsOf('features/lottery/hooks/indexer.ts', raw)).toHaveLength(3);
    expect(graphqlViolationsOf('features/a/b.ts', 'const r = await fetchImpl(graphqlUrl, init);')).toHaveLength(1);
    expect(graphqlViolationsOf('features/a/b.ts', "const body = JSON.stringify({ query: '{ swaps { items { id } } }' });")).toHaveLength(1);
    expect(graphqlViolationsOf('features/a/b.ts', "const u = 'http://127.0.0.1:42069/graphql';")).toHaveLength(1);
    // The client itself, tests' fakes, comments and the client's callers are allowed.
    expect(graphqlViolationsOf('chain/indexer.ts', raw)).toEqual([]);
    expect(graphqlViolationsOf('features/a/b.test.ts', raw)).toEqual([]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text the rule reads
    expect(graphqlViolationsOf('chain/runtime.ts', '/** GraphQL at `${indexerUrl}/graphql` */\nconst x = 1;')).toEqual([]);
    expect(graphqlViolationsOf('features/a/b.ts', 'const d = await gql(QUERY, { id }, schema, { url: indexerUrl });')).toEqual([]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text the rule reads
    expect(graphqlViolationsOf('features/a/b.ts', 'const r = await fetch(`${base}/api/users/${address}`);')).toEqual([]);
  });

  it('holds for every file under app/src', () => {
    const found = sourceFiles(SRC).flatMap((p) => graphqlViolationsOf(relative(SRC, p).split(sep).join('/'), readFileSync(p, 'utf8')));
    expect(found).toEqual([]);
  });
});

describe('one fetching style', () => {
  it('finds each kind of violation (the checker can fail)', () => {
    // The shape Your History had: an effect, a promise, a live flag.
    const handRolled = `import { useEffect, useState } from 'react';
export function History() {
  useEffect(() => {
    let live = true;
    fetchUserRounds(url, address).then((page) => live && setRows(page.rows));
    return () => {
      live = false;
    };
  }, [address]);
}`;
    expect(effectFetchViolationsOf('features/lottery/components/YourHistory.tsx', handRolled)).toHaveLength(2);
    const awaited = "import { useEffect } from 'react';\nuseEffect(() => {\n  void (async () => setX(await load()))();\n}, []);";
    expect(effectFetchViolationsOf('features/a/b.tsx', awaited)).toHaveLength(1);
    // The flag alone, in a callback (the shape the refunds' reload had).
    const flag =
      "import { useCallback } from 'react';\nconst load = useCallback(() => {\n  let live = true;\n  return () => { live = false; };\n}, []);";
    expect(effectFetchViolationsOf('features/a/b.ts', flag)).toHaveLength(1);
    // Effects that do not wait on anything, queries, comments, tests and the listed clocks are allowed.
    const timer =
      "import { useEffect } from 'react';\nuseEffect(() => {\n  const t = setTimeout(() => setSettled(name), 200);\n  return () => clearTimeout(t);\n}, [name]);";
    expect(effectFetchViolationsOf('features/a/b.ts', timer)).toEqual([]);
    expect(
      effectFetchViolationsOf('features/a/b.ts', "const q = useQuery({ queryKey: ['x'], queryFn: async () => await load() });"),
    ).toEqual([]);
    expect(effectFetchViolationsOf('features/a/b.ts', '// useEffect(() => { load().then(set) }, []);')).toEqual([]);
    expect(effectFetchViolationsOf('features/a/b.test.tsx', handRolled)).toEqual([]);
    expect(effectFetchViolationsOf('chain/blocks.ts', handRolled)).toEqual([]);
    // A non-React helper's own cancel flag (lib/idle.ts) is not remote data.
    expect(effectFetchViolationsOf('lib/idle.ts', 'export function whenIdle() {\n  let cancelled = false;\n}')).toEqual([]);
  });

  it('holds for every file under app/src', () => {
    const found = sourceFiles(SRC).flatMap((p) => effectFetchViolationsOf(relative(SRC, p).split(sep).join('/'), readFileSync(p, 'utf8')));
    expect(found).toEqual([]);
  });
});

describe('one write layer', () => {
  it('finds each kind of violation (the checker can fail)', () => {
    const send = "const hash = await writeContract(config, { address, abi, functionName: 'deposit', args });";
    expect(writeViolationsOf('features/lottery/hooks/useLotteryActions.ts', send)).toHaveLength(1);
    expect(writeViolationsOf('features/a/b.tsx', 'const { writeContractAsync } = useWriteContract();')).toHaveLength(1);
    expect(writeViolationsOf('chain/reads.ts', "import { sendTransaction } from 'viem/actions';")).toHaveLength(1);
    expect(writeViolationsOf('features/a/b.ts', "import { sendContractTransaction } from '../../chain/write.ts';")).toHaveLength(1);
    expect(writeViolationsOf('features/a/b/c.ts', "import { call } from '../../../chain/write/call.ts';")).toHaveLength(1);
    // The layer itself, its index, the development wallet, comments and tests are allowed.
    expect(writeViolationsOf('chain/write/sendContractTransaction.ts', send)).toEqual([]);
    expect(writeViolationsOf('features/a/b/c.ts', "import { call, useWriteAction } from '../../../chain/write/index.ts';")).toEqual([]);
    expect(writeViolationsOf('chain/devnetWallet.ts', 'return (await signer()).sendTransaction(req);')).toEqual([]);
    expect(writeViolationsOf('features/a/b.ts', '// sends with writeContract through the write layer\nconst x = 1;')).toEqual([]);
    expect(writeViolationsOf('features/a/b.test.ts', send)).toEqual([]);
    // The swap feature, once the exception, is held to the rule like every other.
    expect(writeViolationsOf('features/swap/swapCall.ts', "import { sendContractTransaction } from '../../chain/write.ts';")).toHaveLength(
      1,
    );
    expect(
      writeViolationsOf('features/swap/hooks/useWrap.ts', "import { isRejection } from '../../../chain/write/isRejection.ts';"),
    ).toHaveLength(1);
  });

  it('holds for every file under app/src', () => {
    const found = sourceFiles(SRC).flatMap((p) => writeViolationsOf(relative(SRC, p).split(sep).join('/'), readFileSync(p, 'utf8')));
    expect(found).toEqual([]);
  });
});

describe('short component files', () => {
  it('finds a long one (the checker can fail)', () => {
    const long = 'const x = 1;\n'.repeat(351);
    expect(lengthViolationsOf('features/settings/SettingsModal.tsx', long)).toHaveLength(1);
    expect(lengthViolationsOf('features/settings/SettingsModal.tsx', 'const x = 1;\n'.repeat(350))).toEqual([]);
    // Logic modules and tests are not components.
    expect(lengthViolationsOf('features/swap/logic.ts', long)).toEqual([]);
    expect(lengthViolationsOf('features/swap/Swap.test.tsx', long)).toEqual([]);
  });

  it('holds for every file under app/src', () => {
    const found = sourceFiles(SRC).flatMap((p) => lengthViolationsOf(relative(SRC, p).split(sep).join('/'), readFileSync(p, 'utf8')));
    expect(found).toEqual([]);
  });
});

describe('no double casts', () => {
  it('finds one (the checker can fail)', () => {
    expect(doubleCastsOf('features/a/b.ts', 'const x = y as unknown as Address;')).toHaveLength(1);
    expect(doubleCastsOf('features/a/b.ts', '// y as unknown as Address is refused\nconst x = 1;')).toEqual([]);
    expect(doubleCastsOf('features/a/b.test-helpers.ts', 'const x = y as unknown as Address;')).toEqual([]);
  });

  it('holds for every file under app/src', () => {
    const found = sourceFiles(SRC).flatMap((p) => doubleCastsOf(relative(SRC, p).split(sep).join('/'), readFileSync(p, 'utf8')));
    expect(found).toEqual([]);
  });
});
