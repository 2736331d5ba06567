// The live socket's address as the page reaches it. A publisher whose public URL is the site's own (the embedded
// one: the app server carries its socket, docs/adr-app-server.md) names its socket on the site's origin, SITE_URL;
// the page may have been opened on another (127.0.0.1 for localhost, a LAN address, a proxy's domain), and its CSP
// lets it reach only the origin it is on. So an address on the site's origin travels as its path, and the browser
// puts that path on the origin it is on.

/** On the server: `url` as its path (and query) when it is on the site's origin, else as it is. */
export function socketPathOnSite(url: string, siteOrigin: string): string {
  try {
    const socket = new URL(url);
    if (!/^wss?:$/.test(socket.protocol) || socket.host !== new URL(siteOrigin).host) return url;
    return `${socket.pathname}${socket.search}`;
  } catch {
    return url;
  }
}

/** In the browser: a path goes on the page's own origin, ws: for an http: page, wss: for an https: one. */
export function socketAddressHere(url: string, page: { protocol: string; host: string }): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  return `${page.protocol === 'https:' ? 'wss:' : 'ws:'}//${page.host}${url}`;
}
