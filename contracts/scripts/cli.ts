/**
 * How an operator script runs as a command: only when it is the file node was started with (the deploy and roles
 * modules are also imported by tests), exiting with `main`'s code, and on an error printing viem's one-line summary
 * (its errors carry it beside the whole request dump) and exiting with `failCode`.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export function runAsCommand(moduleUrl: string, main: () => Promise<number>, failCode: number): void {
  const invokedPath = process.argv[1];
  if (!invokedPath || moduleUrl !== pathToFileURL(path.resolve(invokedPath)).href) return;
  main().then(
    (code) => process.exit(code),
    (e: unknown) => {
      const short = e && typeof e === 'object' && 'shortMessage' in e ? String(e.shortMessage) : undefined;
      console.error(short ?? (e instanceof Error ? e.message : e));
      process.exit(failCode);
    },
  );
}
