/**
 * Debian's Chromium driven by playwright-core (no browser download): the flags every test launch uses. Playwright
 * gives each launch a new, empty user data dir of its own and each context an off-the-record profile.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';

export const CHROMIUM = process.env.IDRISK_TEST_CHROMIUM ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumAvailable(): boolean {
  return existsSync(CHROMIUM);
}

/**
 * `exposed: false` hides the automation flag the way a stealthy bot or an ordinary browser looks (no
 * --enable-automation, AutomationControlled off); `exposed: true` is Playwright's default automation browser.
 */
export function launchChromium(options: { exposed: boolean }): Promise<Browser> {
  const launch: LaunchOptions = {
    executablePath: CHROMIUM,
    headless: true,
    args: options.exposed ? CHROMIUM_ARGS : [...CHROMIUM_ARGS, '--disable-blink-features=AutomationControlled'],
    ...(options.exposed ? {} : { ignoreDefaultArgs: ['--enable-automation'] }),
  };
  return chromium.launch(launch);
}
