// Debian's Chromium and the launch flags that work on these machines (no sandbox as root, no network chatter:
// the closed network refuses Chromium's background connections). Shared by the browser tests and the bench.
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
