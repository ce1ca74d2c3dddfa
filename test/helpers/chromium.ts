import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

/** Debian's Chromium (`apt-get install -y chromium`; .ci/run installs it when missing). */
export const CHROMIUM = process.env.CHARTER_TEST_CHROMIUM ?? '/usr/bin/chromium';

/** Null when Chromium can run here, else why not (the skip or failure reason a suite shows). */
export function chromiumUnavailable(): string | null {
  return existsSync(CHROMIUM)
    ? null
    : `${CHROMIUM} not found (apt-get install -y chromium; .ci/run installs it)`;
}

/**
 * Headless Chromium with a fresh profile. The flags keep it off the network:
 * without them it calls Google's services at start, which this machine refuses.
 */
export async function launchChromium(): Promise<{ browser: BrowserContext; close(): Promise<void> }> {
  // A new empty profile (Playwright passes it as --user-data-dir).
  const profile = await mkdtemp(join(tmpdir(), 'charter-chromium-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1280, height: 900 },
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
  return {
    browser,
    async close() {
      await browser.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
