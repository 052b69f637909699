import { codeConstants, type ReasonCodeDef } from '../types.js';

/**
 * Login codes, area L. The rules that fire them are in src/login/score.ts (docs/login.md). A login result also
 * carries the codes of the ip engine (RI/TI) for the collecting address and of the device engine (RV/TV) for the
 * browser's user agent, with their catalogue weights.
 */
export const LOGIN_CODES = [
  { code: 'RL001', kind: 'RISK', area: 'login', name: 'login_not_enrolled', description: 'The username has no enrolled login yet: there is no reference to compare the attempt with.', weight: -100 },
  { code: 'RL002', kind: 'RISK', area: 'login', name: 'login_new_device', description: 'The device identifier differs from every enrolled login of the username and the stable browser attributes (OS, browser, screen, GPU renderer, CPU cores) match none of them either.', weight: -250 },
  { code: 'RL003', kind: 'RISK', area: 'login', name: 'login_new_country', description: 'The country of the collecting IP address is none of the countries of the username\'s enrolled logins.', weight: -150 },
  { code: 'RL004', kind: 'RISK', area: 'login', name: 'login_impossible_travel', description: 'Going from the location of the last enrolled login to this one would take a speed over 900 km/h (distance over 500 km between the two IP locations).', weight: -300 },
  { code: 'RL005', kind: 'RISK', area: 'login', name: 'login_timezone_mismatch', description: 'The browser\'s time zone is more than one hour away (UTC offset at the time of the attempt) from the time zone of the IP location.', weight: -120 },
  { code: 'RL006', kind: 'RISK', area: 'login', name: 'login_language_mismatch', description: 'The browser language is neither English nor the likely language of the IP country (CLDR likely subtags), and its region, if any, is not the IP country.', weight: -60 },
  { code: 'RL007', kind: 'RISK', area: 'login', name: 'login_webdriver', description: 'navigator.webdriver is true: the browser is driven by WebDriver, Playwright, Puppeteer or another automation protocol.', weight: -400 },
  { code: 'RL008', kind: 'RISK', area: 'login', name: 'login_headless_browser', description: 'A headless or automated browser: a BotD detector fired (WebDriver flag, HeadlessChrome or PhantomJS in the user agent, no plugins in a desktop Chrome, Electron, Selenium traces, ...), or a headless trait of the collector (HeadlessChrome in the user agent or client hints, a zero-size outer window).', weight: -350 },
  { code: 'RL009', kind: 'RISK', area: 'login', name: 'login_privacy_plugins', description: 'Privacy-related plugins or settings were detected (content blocker filters acting on bait elements, Global Privacy Control); common among ordinary users, weak alone.', weight: -40 },
  { code: 'RL010', kind: 'RISK', area: 'login', name: 'login_incognito', description: 'The login page ran in a private (incognito) window, judged from the storage quota the browser grants.', weight: -40 },
  { code: 'RL011', kind: 'RISK', area: 'login', name: 'login_no_pointer_activity', description: 'No pointer movement, click or touch on the login page before the collect call: a script filled and sent the form.', weight: -100 },
  { code: 'RL012', kind: 'RISK', area: 'login', name: 'login_instant_typing', description: 'The username was typed faster than a person can (mean interval under 25 ms over 3 or more keys), or appeared without any key press or paste.', weight: -150 },
  { code: 'RL013', kind: 'RISK', area: 'login', name: 'login_username_mismatch', description: 'The username your backend sent differs from the one typed on the page.', weight: -300 },
  { code: 'RL014', kind: 'RISK', area: 'login', name: 'login_cookies_disabled', description: 'Cookies are disabled in the browser: unusual for a person logging in to a site.', weight: -30 },
  { code: 'TL001', kind: 'TRUST', area: 'login', name: 'login_same_device', description: 'The device identifier equals the one of an enrolled login of the username.', weight: 300 },
  { code: 'TL002', kind: 'TRUST', area: 'login', name: 'login_similar_device', description: 'The device identifier is new but the stable browser attributes (OS, browser, screen, GPU renderer, CPU cores) match an enrolled login, as after a browser update.', weight: 120 },
  { code: 'TL003', kind: 'TRUST', area: 'login', name: 'login_known_country', description: 'The country of the collecting IP address is the country of an enrolled login of the username.', weight: 60 },
  { code: 'TL004', kind: 'TRUST', area: 'login', name: 'login_human_behaviour', description: 'Pointer or touch activity on the page and a human typing cadence (or a paste) in the username field.', weight: 60 },
] as const satisfies readonly ReasonCodeDef[];

/** The codes by name, for the rules that fire them. */
export const LOGIN = codeConstants(LOGIN_CODES);
