import { codeConstants, type ReasonCodeDef } from '../types.js';

/** Device (user agent) codes, area V. The rules that fire them are in src/products/device/rules.ts (docs/device.md). */
export const DEVICE_CODES = [
  { code: 'RV001', kind: 'RISK', area: 'device', name: 'device_robot', description: 'The user agent is a robot: a crawler, spider, monitoring bot, headless browser or HTTP library (isbot pattern list, the device detector\'s bot list, or a library client with no device); is_robot is true.', weight: -400 },
  { code: 'RV002', kind: 'RISK', area: 'device', name: 'device_headless_automation', description: 'The user agent names a headless browser or a browser automation tool (HeadlessChrome, PhantomJS, Selenium, WebDriver, Puppeteer, Playwright, Cypress, jsdom, ...).', weight: -300 },
  { code: 'RV003', kind: 'RISK', area: 'device', name: 'device_outdated_browser', description: 'The browser is far behind its current release: Chrome/Edge/Firefox more than 14 majors behind the version their release calendar gives for the request date, Safari released more than 3 years before, or a retired browser (Internet Explorer, EdgeHTML Edge).', weight: -80 },
  { code: 'RV004', kind: 'RISK', area: 'device', name: 'device_outdated_os', description: 'The operating system is far behind: iOS/iPadOS released more than 4 years before the request, Android more than 5 years before, a retired Windows (XP, Vista, 7, 8, 8.1, older), or macOS before 10.15.', weight: -80 },
  { code: 'RV005', kind: 'RISK', area: 'device', name: 'device_unusual_type', description: 'The device type is unusual for a sign-up: TV, games console, digital home assistant, set top box, media player, car, data collection terminal, single-board computer, refrigerator, wearable, camera or smart display.', weight: -60 },
  { code: 'RV006', kind: 'RISK', area: 'device', name: 'device_inconsistent_user_agent', description: 'The user agent contradicts itself: an iOS device with a non-WebKit engine, Safari on a non-Apple system, iOS-only tokens on Android, Internet Explorer off Windows, a phone on a desktop system, or two different platforms in one string.', weight: -250 },
  { code: 'RV007', kind: 'RISK', area: 'device', name: 'device_emulator', description: 'The user agent names an Android emulator or virtual device (Android SDK built for x86, sdk_gphone, generic_x86, vbox86p, Genymotion, BlueStacks, Nox, LDPlayer, MEmu, ...).', weight: -250 },
  { code: 'RV008', kind: 'RISK', area: 'device', name: 'device_fake_user_agent', description: 'The user agent shows a forgery pattern: a browser or OS version that does not exist yet or never existed, a template placeholder, two user agents concatenated, a pasted header name, control characters, or a length over 1024 characters.', weight: -250 },
  { code: 'RV009', kind: 'RISK', area: 'device', name: 'device_unrecognized', description: 'Neither an operating system, a client nor a device type could be identified in the user agent.', weight: -120 },
  { code: 'TV001', kind: 'TRUST', area: 'device', name: 'device_common_current', description: 'A phone, tablet or desktop on a mainstream system with a current mainstream browser (Chrome, Edge, Firefox or Safari within its release thresholds), and no risk signal.', weight: 120 },
  { code: 'TV002', kind: 'TRUST', area: 'device', name: 'device_recent_model', description: 'The device model is identified (not a generic name such as "iPhone") and the device catalogue gives a release year within the last 3 years, with no risk signal.', weight: 40 },
] as const satisfies readonly ReasonCodeDef[];

/** The codes by name, for the rules that fire them. */
export const DEVICE = codeConstants(DEVICE_CODES);
