// Debian's Chromium, never a downloaded browser, as the end-to-end tests and every browser
// benchmark launch it. The flags keep it from reaching for Google's services, which this
// machine's closed network refuses.
export const debianChromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
