#!/usr/bin/env node
/**
 * A native-solc stand-in for Foundry's forge, on top of solc-js 0.8.37.
 *
 * No native solc binary can be had offline here (not packaged by Debian; the
 * solc-native npm package downloads at install), so forge is pointed at this
 * script by `solc = "forge/solc.mjs"` in foundry.toml. Forge calls it two ways:
 *   --version                          → print solc's version line
 *   [--allow-paths A,B] [--base-path P] --standard-json
 *                                      → standard JSON in on stdin, out on stdout
 * Forge inlines every source as `content`, so imports never need the file
 * system; a read callback still resolves paths below the base path as a
 * fallback.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(join(dirname(fileURLToPath(import.meta.url)), '..', 'package.json'));
const solc = require('solc');
const args = process.argv.slice(2);

if (args.includes('--version')) {
  // solc-js reports e.g. 0.8.37+commit.f401782d.Emscripten.clang; forge parses the native form.
  const long = solc.version().replace(/\.Emscripten\.clang$/, '.Linux.g++');
  process.stdout.write(`solc, the solidity compiler commandline interface\nVersion: ${long}\n`);
  process.exit(0);
}

if (!args.includes('--standard-json')) {
  process.stderr.write('forge/solc.mjs: only --version and --standard-json are supported\n');
  process.exit(2);
}

const at = (flag) => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
};
const base = at('--base-path') ?? process.cwd();
const allowed = (at('--allow-paths') ?? '').split(',').filter(Boolean);
const roots = [base, ...allowed];

const chunks = [];
for await (const c of process.stdin) chunks.push(c);
const input = Buffer.concat(chunks).toString('utf8');

function findImports(path) {
  for (const r of roots) {
    const full = isAbsolute(path) ? path : resolve(r, path);
    try {
      return { contents: readFileSync(full, 'utf8') };
    } catch {
      /* try the next root */
    }
  }
  return { error: `File not found: ${path}` };
}

process.stdout.write(solc.compile(input, { import: findImports }));
