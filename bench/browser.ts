/** A headless Debian Chromium for benchmarks (the same flags as the e2e config). */
import { chromium, type Browser } from 'playwright-core';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** "12.3 kB" */
export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

/** "0.42x" — figure over its peer or limit. */
export function ratio(value: number, reference: number): string {
  return `${(value / reference).toFixed(2)}x`;
}
