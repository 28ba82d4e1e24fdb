// Debian's Chromium, never a downloaded browser, as the end-to-end tests and every browser
// benchmark launch it. The flags keep it from reaching for Google's services, which this
// machine's closed network refuses.
const args = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The whole browser (Debian's `chromium`): the benchmarks, and what only it does (installing). */
export const debianChromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args,
};

/**
 * The same Blink without the browser around it (Debian's `chromium-headless-shell`, what
 * Playwright itself runs headless tests in): the end-to-end tests, which take far less of the
 * two cores in it than in the whole browser's headless mode (decision 0101).
 */
export const debianHeadlessShell = {
  executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell",
  args,
};
