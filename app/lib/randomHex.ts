// Random keys and nonces in hex, from the platform's CSPRNG. On its own so that a page needing a key (the image
// code's) does not load the vote record's SM4 cipher with it.

/** `byteCount` random bytes as lower-case hex (twice as many characters). */
export function randomHex(byteCount: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(byteCount)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}
