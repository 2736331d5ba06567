import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>;
const KEY_LENGTH = 32;

/** Clients send md5(password); that string is what gets hashed, with a per-member salt: "scrypt$salt$hash". */
export async function hashPassword(clientPassword: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(clientPassword, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

/** Stands in for a missing hash (no member, or one who signs in by code), so that refusing takes as long. */
const NO_HASH = `scrypt$${'00'.repeat(16)}$${'00'.repeat(KEY_LENGTH)}`;

export async function verifyPassword(clientPassword: string, stored: string | null): Promise<boolean> {
  const [scheme, saltHex, keyHex] = (stored ?? NO_HASH).split('$');
  if (scheme !== 'scrypt' || !saltHex || !keyHex) return false;
  const key = await scrypt(clientPassword, Buffer.from(saltHex, 'hex'), KEY_LENGTH);
  return timingSafeEqual(key, Buffer.from(keyHex, 'hex')) && stored !== null;
}
