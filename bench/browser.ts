/** A headless Debian Chromium for benchmarks (the e2e suites' launch options, e2e/browser.ts). */
import { chromium, type Browser } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/browser.ts';

export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}

/** "12.3 kB" */
export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

/** "0.42x" — figure over its peer or limit. */
export function ratio(value: number, reference: number): string {
  return `${(value / reference).toFixed(2)}x`;
}
