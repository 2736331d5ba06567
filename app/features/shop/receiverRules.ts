import type { Receiver } from '~/api/shop/entities';

/**
 * The publisher's own rule for where goods go (publisher/app-if/shop/receiver.ts): a name of at most 20, a mainland
 * mobile, an address of 5 to 120. Checked here first so that the reader hears it before anything is sent.
 */
export function receiverComplete(r: Receiver): boolean {
  const name = r.name.trim();
  const address = r.address.trim();
  return (
    name.length > 0 &&
    name.length <= 20 &&
    /^1[3-9]\d{9}$/.test(r.phone.trim()) &&
    address.length >= 5 &&
    address.length <= 120
  );
}
