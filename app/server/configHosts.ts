// The hosts the page reaches that the site config names (getConfig's socketServer.url and bigData.url, spec §4 and
// §7): a deployment names its live socket and its big-data collector once, in its config, and the page's CSP
// connect-src follows, with no setting of the app's (CONNECT_SOURCES stays for what no config names). Read off the
// page's hot path: the latest known list is answered at once, and read again in the background once a minute.
import type { SiteConfig } from '~/api/session/entities';

const refreshMs = 60_000;

/** The origins of the config's socket (ws/wss) and collector (http/https); nothing else, nothing malformed. */
export function connectHostsOf(config: Pick<SiteConfig, 'socketServer' | 'bigData'>): string[] {
  const hosts = new Set<string>();
  for (const [url, schemes] of [
    [config.socketServer.url, /^wss?:$/],
    [config.bigData.url, /^https?:$/],
  ] as const) {
    try {
      const parsed = new URL(url);
      if (schemes.test(parsed.protocol) && parsed.host) hosts.add(`${parsed.protocol}//${parsed.host}`);
    } catch {
      // no address, or none that can be a CSP source
    }
  }
  return [...hosts];
}

/** A reader of the config's hosts for the page handler; `read` is the server's cached getConfig. */
export function followConfigHosts(read: () => Promise<SiteConfig>, now: () => number = Date.now) {
  let hosts: readonly string[] = [];
  let readAt = -Infinity;
  let reading = false;
  return (): readonly string[] => {
    if (!reading && now() - readAt >= refreshMs) {
      reading = true;
      readAt = now();
      read()
        .then((config) => (hosts = connectHostsOf(config)))
        .catch(() => undefined) // the publisher away: the hosts known before stand
        .finally(() => (reading = false));
    }
    return hosts;
  };
}
