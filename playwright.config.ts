import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import type { AuditOptions } from './tests/e2e/support/checks';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A phone: Chromium on Android (touch, mobile user agent, meta viewport honoured) at this size. */
const phone = (width: number, height: number, deviceScaleFactor: number) => ({
  ...devices['Pixel 7'],
  viewport: { width, height },
  screen: { width, height },
  deviceScaleFactor,
});

// Phones run the main paths and the audit of every route; the detailed specs run on desktop only.
const PHONE_SPECS = ['**/main-paths.spec.ts', '**/every-route.spec.ts', '**/videos.spec.ts'];

// The server's debug listener (spec §7) and where the built client calls it: one port for the run,
// chosen here and inherited by the build, the workers and each worker's server (they share this env).
process.env.DEBUG_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000));
process.env.VITE_DEBUG_API_URL ??= `http://127.0.0.1:${process.env.DEBUG_PORT}`;

export default defineConfig<AuditOptions>({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    locale: 'zh-CN',
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      // Noto Sans SC for Chinese text: without a CJK font, layout checks would measure placeholder glyphs.
      env: { ...process.env, FONTCONFIG_FILE: path.join(import.meta.dirname, 'tests', 'e2e', 'fonts.conf') },
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
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'phone-390', testMatch: PHONE_SPECS, use: phone(390, 844, 3) },
    // Same CSS as 390 px (the first breakpoint is 640 px): layout checks, and axe in one theme.
    { name: 'phone-320', testMatch: PHONE_SPECS, use: { ...phone(320, 640, 2), axeThemes: ['light'] } },
  ],
});
