// End-to-end tests drive Debian's Chromium; no test tool downloads a browser of its own.
import { execSync, spawnSync } from 'node:child_process';

/** The flags this closed network needs (DESIGN.md), for every browser a test or bench starts. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The browser's locale for each language Reshelf speaks: a Bangla reader's browser asks for bn-BD. */
export const BROWSER_LOCALES = { en: 'en-US', bn: 'bn-BD' };

/**
 * A bench's browser in `language`: the closed network's flags, and the language a first visit
 * follows (navigator.languages, Accept-Language).
 */
export const chromiumFlagsIn = (language) => [
  ...CHROMIUM_FLAGS,
  `--lang=${BROWSER_LOCALES[language]}`,
  `--accept-lang=${BROWSER_LOCALES[language]},${language}`,
];

export function findChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const name of ['chromium', 'chromium-browser']) {
    const which = spawnSync('which', [name], { encoding: 'utf8' });
    if (which.status === 0) return which.stdout.trim();
  }
  return undefined;
}

/** As root on Debian, installs the chromium package when it is missing. */
export function ensureChromium() {
  if (findChromium()) return;
  if (process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0) {
    console.log('Installing Chromium from Debian for the end-to-end tests...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
    return;
  }
  console.error('Chromium is needed for the end-to-end tests: install the "chromium" package, or set CHROMIUM_PATH.');
  process.exit(1);
}
