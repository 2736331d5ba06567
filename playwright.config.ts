import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appPort, basePath, downPort, publisherPort } from './e2e/ports';
import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs';

// Browser tests against the real thing: the embedded publisher (test hooks on, throwaway data) and the built
// app server, plus a second app server pointed at a closed port for the publisher-down page.
// Chromium comes from apt; Playwright never downloads a browser here.
const publisherData = join(tmpdir(), `touch-e2e-publisher-${publisherPort}`);
const reuse = !process.env.CI;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 4,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${appPort}${basePath}`,
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
  webServer: [
    {
      command: `rm -rf ${publisherData} && node publisher/build.mjs && node publisher/start.mjs`,
      url: `http://127.0.0.1:${publisherPort}/app_if/getConfig?appID=1`,
      env: {
        PUBLISHER_PORT: String(publisherPort),
        PUBLISHER_DATA_DIR: publisherData,
        PUBLISHER_TEST_HOOKS: '1',
        // pictures and H5 pages through the app server's proxy, as scripts/start.mjs sets it up
        PUBLISHER_PUBLIC_URL: `http://127.0.0.1:${appPort}`,
      },
      reuseExistingServer: reuse,
      timeout: 120_000,
    },
    {
      // builds when the build is missing or older than the sources, then serves it
      command: 'node scripts/start.mjs',
      url: `http://127.0.0.1:${appPort}${basePath}home.html`,
      env: { PORT: String(appPort), PUBLISHER_URL: `http://127.0.0.1:${publisherPort}` },
      reuseExistingServer: reuse,
      timeout: 180_000,
    },
    {
      // nothing listens on port 9 (discard): every publisher call fails at once
      command: 'node scripts/start.mjs',
      url: `http://127.0.0.1:${downPort}${basePath}fonts/noto-serif-tibetan-400.woff2`,
      env: { PORT: String(downPort), PUBLISHER_URL: 'http://127.0.0.1:9' },
      reuseExistingServer: reuse,
      timeout: 180_000,
    },
  ],
});
