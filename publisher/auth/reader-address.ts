// Readers reach the publisher through the app server's proxy (app/server/proxy.ts), so the peer of nearly every call
// is that proxy: limits kept per address (sign-in attempts, texted codes, image codes) must count the reader's
// address the proxy passes on, or every reader of the site would share one allowance.

/** A peer that is this machine or a private network: the app server's proxy, which sets x-forwarded-for itself. */
const PROXY_PEER = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|::ffff:127\.|f[cd][0-9a-f]{2}:)/i;

/**
 * The reader's address: the one the app server's proxy saw (it overwrites x-forwarded-for), else the peer's. A peer
 * from elsewhere is believed as itself, so a script cannot rotate its address by sending the header.
 */
export function readerAddress(peer: string, forwardedFor: string | string[] | undefined): string {
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor[0] : forwardedFor)?.split(',')[0]?.trim();
  return PROXY_PEER.test(peer) && forwarded ? forwarded : peer;
}
