/**
 * Compiles every contracts/src/**\/*.sol in one solc-js standard-JSON run and writes
 *   contracts/generated/abis.ts       `export const fuelRouterAbi = [...] as const` per deployable contract,
 *                                     plus short aliases (erc20Abi, pairAbi, factoryAbi, routerAbi, ...)
 *   contracts/generated/artifacts.ts  `artifacts` ({ Name: { abi, bytecode } }), PAIR_INIT_CODE_HASH,
 *                                     SOURCE_HASH, SOLC_VERSION
 *   contracts/generated/index.ts      re-exports abis.ts only (apps must not bundle bytecode)
 *   contracts/generated/probe.ts      TokenProbe's creation code alone (the app's token-safety simulation)
 *
 * The compile result is cached in contracts/cache/ under a hash of all sources, the compiler version,
 * the settings, the OpenZeppelin version and this script; an unchanged second run only hashes files.
 *
 * Usage: npx tsx contracts/scripts/build.ts [--force] [--quiet]
 * Exit code 1 (with file:line:column and solc's message) on compile errors.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SCRIPT_PATH = fileURLToPath(import.meta.url);
export const CONTRACTS_DIR = path.resolve(path.dirname(SCRIPT_PATH), '..');
const SRC_DIR = path.join(CONTRACTS_DIR, 'src');
const CACHE_DIR = path.join(CONTRACTS_DIR, 'cache');
/** Compile results are kept per source hash (newest few), so switching branches back and forth is free. */
const CACHE_KEEP = 6;
const cacheFile = (sourceHash: string) => path.join(CACHE_DIR, `build-${sourceHash.slice(0, 24)}.json`);
export const GENERATED_DIR = path.join(CONTRACTS_DIR, 'generated');
/** generated/abi/<camelName>.ts: one ABI per module (abis.ts re-exports them). */
const ABI_SUBDIR = 'abi';

const requireFromContracts = createRequire(path.join(CONTRACTS_DIR, 'package.json'));

/** Compiler settings; part of the cache key. viaIR is off: the sources compile without it. */
const SETTINGS = {
  optimizer: { enabled: true, runs: 1_000_000 },
  evmVersion: 'cancun',
  viaIR: false,
  metadata: { bytecodeHash: 'ipfs' },
} as const;

/** Short names the app and tools use, besides `<camelName>Abi`. */
const ALIASES: ReadonlyArray<readonly [alias: string, contract: string]> = [
  ['erc20Abi', 'TestToken'],
  ['pairAbi', 'FuelPair'],
  ['factoryAbi', 'FuelFactory'],
  ['routerAbi', 'FuelRouter'],
];

type AbiItem = Record<string, unknown>;

interface CompiledContract {
  name: string;
  sourceName: string;
  abi: AbiItem[];
  bytecode: string; // 0x-prefixed creation code
}

interface CacheFile {
  sourceHash: string;
  solcVersion: string;
  contracts: CompiledContract[];
  warnings: string[];
}

export interface BuildOptions {
  /** Recompile even when the cache matches. */
  force?: boolean;
  /** Print nothing but errors. */
  quiet?: boolean;
}

export interface BuildResult {
  sourceHash: string;
  /** true when nothing was compiled. */
  cached: boolean;
  contracts: string[];
  pairInitCodeHash: `0x${string}`;
  ms: number;
}

export class BuildError extends Error {
  constructor(
    message: string,
    readonly details: string[],
  ) {
    super(message);
    this.name = 'BuildError';
  }
}

interface SolcMessage {
  severity: 'error' | 'warning' | 'info';
  type: string;
  message: string;
  formattedMessage?: string;
  sourceLocation?: { file: string; start: number; end: number };
}

interface AstNode {
  nodeType: string;
  name?: string;
  contractKind?: 'contract' | 'interface' | 'library';
  abstract?: boolean;
  nodes?: AstNode[];
}

interface SolcOutput {
  errors?: SolcMessage[];
  sources?: Record<string, { ast?: AstNode }>;
  contracts?: Record<string, Record<string, { abi: AbiItem[]; evm: { bytecode: { object: string } } }>>;
}

// ------------------------------------------------------------------ sources and hashing

function listSolidityFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listSolidityFiles(full));
    else if (entry.isFile() && entry.name.endsWith('.sol')) out.push(full);
  }
  return out.sort();
}

/** Source unit names are paths relative to contracts/ ("src/dex/FuelPair.sol"): stable across machines. */
function readSources(): Map<string, string> {
  const sources = new Map<string, string>();
  for (const file of listSolidityFiles(SRC_DIR)) {
    const unit = path.relative(CONTRACTS_DIR, file).split(path.sep).join('/');
    sources.set(unit, fs.readFileSync(file, 'utf8'));
  }
  return sources;
}

function packageVersion(pkg: string): string {
  const json = JSON.parse(fs.readFileSync(requireFromContracts.resolve(`${pkg}/package.json`), 'utf8')) as {
    version: string;
  };
  return json.version;
}

function computeSourceHash(sources: Map<string, string>): string {
  const h = createHash('sha256');
  h.update(
    JSON.stringify({
      solc: packageVersion('solc'),
      openzeppelin: packageVersion('@openzeppelin/contracts'),
      chainlink: packageVersion('@chainlink/contracts'),
      settings: SETTINGS,
      script: createHash('sha256').update(fs.readFileSync(SCRIPT_PATH)).digest('hex'),
    }),
  );
  for (const [name, content] of sources) {
    h.update('\0' + name + '\0');
    h.update(content);
  }
  return h.digest('hex');
}

// ------------------------------------------------------------------ compile

function findImports(importPath: string): { contents: string } | { error: string } {
  try {
    // Chainlink's VRF sources import an older OpenZeppelin by a versioned name, which npm installs beside ours.
    const pinned = /^@openzeppelin\/contracts@(\d+\.\d+\.\d+)\/(.*)$/.exec(importPath);
    if (pinned) {
      return { contents: fs.readFileSync(requireFromContracts.resolve(`@openzeppelin/contracts-${pinned[1]}/${pinned[2]}`), 'utf8') };
    }
    if (importPath.startsWith('@openzeppelin/') || importPath.startsWith('@chainlink/')) {
      return { contents: fs.readFileSync(requireFromContracts.resolve(importPath), 'utf8') };
    }
    const local = path.join(CONTRACTS_DIR, importPath);
    if (local.startsWith(CONTRACTS_DIR + path.sep) && fs.existsSync(local)) {
      return { contents: fs.readFileSync(local, 'utf8') };
    }
    return { error: `File not found: ${importPath}` };
  } catch (e) {
    return { error: `Cannot read ${importPath}: ${(e as Error).message}` };
  }
}

function lineCol(content: string | undefined, offset: number): string {
  if (content === undefined || offset < 0) return '';
  let line = 1;
  let lastNl = -1;
  for (let i = 0; i < offset && i < content.length; i++) {
    if (content.charCodeAt(i) === 10) {
      line++;
      lastNl = i;
    }
  }
  return `:${line}:${offset - lastNl}`;
}

function describe(msg: SolcMessage, sources: Map<string, string>): string {
  const loc = msg.sourceLocation;
  const where = loc ? `contracts/${loc.file}${lineCol(sources.get(loc.file) ?? findText(loc.file), loc.start)}` : '';
  return `${where ? where + ': ' : ''}${msg.type}: ${msg.message}`;
}

function findText(unit: string): string | undefined {
  const r = findImports(unit);
  return 'contents' in r ? r.contents : undefined;
}

interface ContractInfo {
  kind: 'contract' | 'interface' | 'library';
  abstract: boolean;
}

function contractKinds(output: SolcOutput): Map<string, ContractInfo> {
  const kinds = new Map<string, ContractInfo>();
  for (const [unit, src] of Object.entries(output.sources ?? {})) {
    for (const node of src.ast?.nodes ?? []) {
      if (node.nodeType === 'ContractDefinition' && node.name && node.contractKind) {
        kinds.set(`${unit}:${node.name}`, { kind: node.contractKind, abstract: node.abstract === true });
      }
    }
  }
  return kinds;
}

async function compile(sources: Map<string, string>): Promise<{ version: string; contracts: CompiledContract[]; warnings: string[] }> {
  const solcModule = (await import('solc')) as unknown as {
    default?: { compile: (input: string, cb: { import: typeof findImports }) => string; version: () => string };
    compile: (input: string, cb: { import: typeof findImports }) => string;
    version: () => string;
  };
  const solc = solcModule.default ?? solcModule;

  const ownUnits = [...sources.keys()];
  const outputSelection: Record<string, Record<string, string[]>> = {};
  for (const unit of ownUnits) outputSelection[unit] = { '*': ['abi', 'evm.bytecode.object'], '': ['ast'] };

  const input = {
    language: 'Solidity',
    sources: Object.fromEntries([...sources].map(([name, content]) => [name, { content }])),
    settings: { ...SETTINGS, outputSelection },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as SolcOutput;

  const errors = (output.errors ?? []).filter((m) => m.severity === 'error');
  // Warnings in a library's own files (Chainlink's older OpenZeppelin) are not ours to fix: only our units' are shown.
  const warnings = (output.errors ?? [])
    .filter((m) => m.severity === 'warning' && (m.sourceLocation === undefined || sources.has(m.sourceLocation.file)))
    .map((m) => describe(m, sources));
  if (errors.length > 0) {
    const details = errors.map((m) => describe(m, sources));
    throw new BuildError(`Solidity compilation failed with ${errors.length} error(s)`, details);
  }

  const kinds = contractKinds(output);
  const contracts: CompiledContract[] = [];
  const seen = new Map<string, string>();
  for (const unit of ownUnits) {
    for (const [name, c] of Object.entries(output.contracts?.[unit] ?? {})) {
      const info = kinds.get(`${unit}:${name}`);
      if (!info || info.kind !== 'contract' || info.abstract || c.evm.bytecode.object.length === 0) continue;
      const previous = seen.get(name);
      if (previous) {
        throw new BuildError(`Two deployable contracts are named ${name}`, [previous, unit]);
      }
      seen.set(name, unit);
      contracts.push({ name, sourceName: unit, abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` });
    }
  }
  contracts.sort((a, b) => a.name.localeCompare(b.name));
  return { version: solc.version(), contracts, warnings };
}

// ------------------------------------------------------------------ generated files

/** WBNB -> wbnb, FuelRouter -> fuelRouter, ERC20Thing -> erc20Thing, Multicall3 -> multicall3. */
export function camelName(name: string): string {
  const m = /^([A-Z0-9]+)(?=[A-Z][a-z]|$)/.exec(name);
  if (m?.[1] && m[1].length > 1) return m[1].toLowerCase() + name.slice(m[1].length);
  return name.charAt(0).toLowerCase() + name.slice(1);
}

function abiLiteral(abi: AbiItem[]): string {
  if (abi.length === 0) return '[]';
  return `[\n${abi.map((item) => `  ${JSON.stringify(item)},`).join('\n')}\n]`;
}

const HEADER = '// Generated by contracts/scripts/build.ts from contracts/src. Do not edit.\n';

function writeAtomic(file: string, content: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, content);
  fs.renameSync(tmp, file);
}

async function writeGenerated(cache: CacheFile): Promise<`0x${string}`> {
  const { keccak256 } = await import('viem');
  const pair = cache.contracts.find((c) => c.name === 'FuelPair');
  if (!pair) throw new BuildError('FuelPair was not compiled', []);
  const pairInitCodeHash = keccak256(pair.bytecode as `0x${string}`);

  const abiNames = new Map(cache.contracts.map((c) => [c.name, `${camelName(c.name)}Abi`]));
  // One module per ABI, abis.ts re-exporting them: a bundler splits and places code by module, so with
  // every ABI in one module the app's first chunk carried every ABI any page used.
  const abiFiles = new Map<string, string>();
  for (const c of cache.contracts) abiFiles.set(c.name, `${camelName(c.name)}.ts`);
  let abis = HEADER + `// Source hash: ${cache.sourceHash}\n\n`;
  for (const c of cache.contracts) abis += `export { ${abiNames.get(c.name)} } from './${ABI_SUBDIR}/${abiFiles.get(c.name)}';\n`;
  abis += '\n// Short aliases\n';
  for (const [alias, contract] of ALIASES) {
    const target = abiNames.get(contract);
    if (target && target !== alias) abis += `export { ${target} as ${alias} } from './${ABI_SUBDIR}/${abiFiles.get(contract)}';\n`;
  }

  let artifacts = HEADER + `import {\n${[...abiNames.values()].map((n) => `  ${n},`).join('\n')}\n} from './abis.ts';\n\n`;
  artifacts += `/** sha256 over the Solidity sources, compiler version and settings this build came from. */\n`;
  artifacts += `export const SOURCE_HASH = '${cache.sourceHash}';\n`;
  artifacts += `export const SOLC_VERSION = '${cache.solcVersion}';\n`;
  artifacts += `/** keccak256 of FuelPair's creation bytecode: the CREATE2 init code hash of every pair. */\n`;
  artifacts += `export const PAIR_INIT_CODE_HASH = '${pairInitCodeHash}' as const;\n\n`;
  artifacts += 'export const artifacts = {\n';
  for (const c of cache.contracts) {
    artifacts += `  ${c.name}: {\n    abi: ${abiNames.get(c.name)},\n    bytecode: '${c.bytecode}',\n  },\n`;
  }
  artifacts += '} as const;\n\nexport type ContractName = keyof typeof artifacts;\n';

  const index = HEADER + "export * from './abis.ts';\n";
  // The token-safety probe runs as creation code inside an eth_call: the app needs its bytecode alone, not artifacts.ts.
  const probe = cache.contracts.find((c) => c.name === 'TokenProbe');
  if (!probe) throw new BuildError('TokenProbe was not compiled', []);
  const probeModule = HEADER + `export const tokenProbeBytecode = '${probe.bytecode}' as const;\n`;

  const abiDir = path.join(GENERATED_DIR, ABI_SUBDIR);
  fs.mkdirSync(abiDir, { recursive: true });
  for (const c of cache.contracts)
    writeAtomic(
      path.join(abiDir, abiFiles.get(c.name)!),
      HEADER + `export const ${abiNames.get(c.name)} = ${abiLiteral(c.abi)} as const;\n`,
    );
  const current = new Set(abiFiles.values());
  for (const f of fs.readdirSync(abiDir)) if (f.endsWith('.ts') && !current.has(f)) fs.rmSync(path.join(abiDir, f), { force: true });
  writeAtomic(path.join(GENERATED_DIR, 'abis.ts'), abis);
  writeAtomic(path.join(GENERATED_DIR, 'index.ts'), index);
  writeAtomic(path.join(GENERATED_DIR, 'probe.ts'), probeModule);
  writeAtomic(path.join(GENERATED_DIR, 'artifacts.ts'), artifacts); // last: its hash marks a complete output
  return pairInitCodeHash;
}

function generatedIsCurrent(sourceHash: string): `0x${string}` | undefined {
  try {
    for (const f of ['abis.ts', 'index.ts', 'probe.ts']) if (!fs.existsSync(path.join(GENERATED_DIR, f))) return undefined;
    // An abis.ts from before the one-module-per-ABI layout is rewritten.
    if (!fs.readFileSync(path.join(GENERATED_DIR, 'abis.ts'), 'utf8').includes(`from './${ABI_SUBDIR}/`)) return undefined;
    const text = fs.readFileSync(path.join(GENERATED_DIR, 'artifacts.ts'), 'utf8');
    if (!text.includes(`export const SOURCE_HASH = '${sourceHash}';`)) return undefined;
    const m = /PAIR_INIT_CODE_HASH = '(0x[0-9a-f]{64})'/.exec(text);
    return m?.[1] as `0x${string}` | undefined;
  } catch {
    return undefined;
  }
}

function readCache(sourceHash: string): CacheFile | undefined {
  try {
    const cache = JSON.parse(fs.readFileSync(cacheFile(sourceHash), 'utf8')) as CacheFile;
    return cache.sourceHash === sourceHash ? cache : undefined;
  } catch {
    return undefined;
  }
}

function writeCache(cache: CacheFile): void {
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  writeAtomic(cacheFile(cache.sourceHash), JSON.stringify(cache));
  const entries = fs
    .readdirSync(CACHE_DIR)
    .filter((f) => /^build-[0-9a-f]+\.json$/.test(f))
    .map((f) => ({ f, t: fs.statSync(path.join(CACHE_DIR, f)).mtimeMs }))
    .sort((a, b) => b.t - a.t);
  for (const { f } of entries.slice(CACHE_KEEP)) fs.rmSync(path.join(CACHE_DIR, f), { force: true });
  fs.rmSync(path.join(CACHE_DIR, 'build.json'), { force: true }); // single-entry cache of earlier versions
}

// ------------------------------------------------------------------ entry points

export async function build(opts: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const log = (msg: string) => {
    if (!opts.quiet) console.log(msg);
  };
  const sources = readSources();
  if (sources.size === 0) throw new BuildError(`No Solidity sources under ${SRC_DIR}`, []);
  const sourceHash = computeSourceHash(sources);
  const short = sourceHash.slice(0, 12);

  if (!opts.force) {
    const current = generatedIsCurrent(sourceHash);
    const cache = current ? readCache(sourceHash) : undefined;
    if (current && cache) {
      const ms = Math.round(performance.now() - started);
      log(`contracts: up to date, used cache ${short} (${cache.contracts.length} contracts, ${ms} ms)`);
      return { sourceHash, cached: true, contracts: cache.contracts.map((c) => c.name), pairInitCodeHash: current, ms };
    }
    if (cache) {
      fs.utimesSync(cacheFile(sourceHash), new Date(), new Date()); // mark as recently used
      const pairInitCodeHash = await writeGenerated(cache);
      const ms = Math.round(performance.now() - started);
      log(`contracts: used cache ${short}, regenerated contracts/generated (${ms} ms)`);
      return { sourceHash, cached: true, contracts: cache.contracts.map((c) => c.name), pairInitCodeHash, ms };
    }
  }

  log(`contracts: compiling ${sources.size} sources with solc ${packageVersion('solc')} ...`);
  const { version, contracts, warnings } = await compile(sources);
  if (warnings.length > 0 && !opts.quiet) {
    console.warn(`contracts: ${warnings.length} warning(s):`);
    for (const w of warnings) console.warn(`  ${w}`);
  }
  const cache: CacheFile = { sourceHash, solcVersion: version, contracts, warnings };
  writeCache(cache);
  const pairInitCodeHash = await writeGenerated(cache);
  const ms = Math.round(performance.now() - started);
  log(
    `contracts: compiled ${contracts.map((c) => c.name).join(', ')} in ${ms} ms\n` + `contracts: PAIR_INIT_CODE_HASH ${pairInitCodeHash}`,
  );
  return { sourceHash, cached: false, contracts: contracts.map((c) => c.name), pairInitCodeHash, ms };
}

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  try {
    await build({ force: args.has('--force'), quiet: args.has('--quiet') });
  } catch (e) {
    if (e instanceof BuildError) {
      console.error(`contracts: ${e.message}`);
      for (const d of e.details) console.error(`  ${d}`);
    } else {
      console.error('contracts: build failed:', e);
    }
    process.exitCode = 1;
  }
}

const invokedPath = process.argv[1];
if (invokedPath && import.meta.url === pathToFileURL(path.resolve(invokedPath)).href) {
  void main();
}
