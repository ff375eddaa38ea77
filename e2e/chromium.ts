import { chromium, type Browser } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Headless Debian Chromium (Playwright gives it a fresh profile) with no outside traffic; `idioma` sets its
 * language ('en-US'). Shared by the browser tests and `npm run bench:movil`, so both measure the same browser.
 */
export function launchBrowser(idioma?: string): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(idioma ? [`--lang=${idioma}`] : []),
    ],
  });
}
