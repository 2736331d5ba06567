import { md5 } from '@noble/hashes/legacy';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

/** Lower-case hex md5, as the Founder signing scheme uses it. */
export function md5Hex(text: string): string {
  return bytesToHex(md5(utf8ToBytes(text)));
}
