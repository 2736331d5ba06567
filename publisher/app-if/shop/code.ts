import { randomBytes } from 'node:crypto';

/**
 * A virtual product's code (a coupon, a top-up code): 16 characters without look-alikes (0/O, 1/I), in groups of
 * four, typed into the partner's page. The publisher issues it; a deployment whose partner supplies codes would
 * hand out one of theirs instead.
 */
export function redemptionCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const chars = [...randomBytes(16)].map((b) => alphabet[b % alphabet.length]).join('');
  return chars.match(/.{4}/g)!.join('-');
}
