import { defineConfig } from '@playwright/test';
import {
  appPort,
  appUrl,
  basePath,
  downPort,
  publisherData,
  publisherPort,
  serverLog,
} from './e2e/support/ports';
import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs';

// Browser tests against the real thing: the embedded publisher (test hooks on, throwaway data) and the built
// app server, plus a second app server pointed at a closed port for the publisher-down page, all three started at
// once by e2e/support/servers.mjs. Chromium comes from apt; Playwright never downloads a browser here.
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 4,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `${appUrl}${basePath}`,
    // a phone: 375 x 667 CSS px, touch, retina
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    locale: 'zh-CN',
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'phone' }],
  // the servers' log is read for stack traces once every test has run: any fails the run
  globalTeardown: './e2e/support/globalTeardown.ts',
  webServer: {
    command: 'node e2e/support/servers.mjs',
    env: {
      E2E_PUBLISHER_PORT: String(publisherPort),
      E2E_APP_PORT: String(appPort),
      E2E_DOWN_PORT: String(downPort),
      E2E_PUBLISHER_DATA: publisherData,
      E2E_BASE_PATH: basePath,
      E2E_SERVER_LOG: serverLog,
    },
    // the url tells a running set apart (reused outside CI); the line says all three answer
    url: `${appUrl}${basePath}home.html`,
    wait: { stdout: /e2e servers ready/ },
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
