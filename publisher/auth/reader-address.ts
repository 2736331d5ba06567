// Readers reach the publisher through the app server's proxy (app/server/proxy.ts), so the peer of nearly every call
// is that proxy: limits kept per address (sign-in attempts, texted codes, image codes, anonymous tokens) must count
// the reader's address the proxy passes on, or every reader of the site would share one allowance. Only a proxy the
// deployment names may say who the reader is: any other peer, on a private network or not, is believed as itself.

/** The peers whose x-forwarded-for is believed, as the publisher sees them (IPv4 dotted, IPv6 compressed). */
export type TrustedProxies = ReadonlySet<string>;

/** This machine: `npm start` runs the app server beside the publisher (PUBLISHER_TRUSTED_PROXIES unset). */
export const LOOPBACK_PROXIES = ['127.0.0.1', '::1'];

/** An IPv4 peer of a dual-stack socket arrives as ::ffff:a.b.c.d; a proxy is named by its IPv4 address. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** The proxies named (PUBLISHER_TRUSTED_PROXIES, checked by readEnv), matched as the publisher sees its peers. */
export function trustedProxies(addresses: readonly string[]): TrustedProxies {
  return new Set(addresses.map(plain));
}

/**
 * The reader's address: the one a trusted proxy saw (the app server's overwrites x-forwarded-for), else the peer's.
 * A peer not named is believed as itself, so a script cannot rotate its address by sending the header.
 */
export function readerAddress(
  peer: string,
  forwardedFor: string | string[] | undefined,
  trusted: TrustedProxies,
): string {
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor[0] : forwardedFor)?.split(',')[0]?.trim();
  return trusted.has(plain(peer)) && forwarded ? forwarded : peer;
}
