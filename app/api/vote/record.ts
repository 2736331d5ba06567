// recordVoteCountAndLog's record, sealed with SM4 (spec §7: "encrypted with a block cipher"; docs/vote-record.md).
// sm-crypto-v2 is large: it is imported on the first vote, never with a page.
import { randomHex } from '~/lib/randomHex';

/** What the record carries; the publisher checks each field against the call and the caller. */
export interface VoteRecord {
  voteID: number;
  optionID: number;
  userID: number;
  /** ms: the publisher refuses a record more than 5 minutes from its clock */
  t: number;
  /** 32 hex: the publisher keeps every nonce it counted, so a replayed record is refused */
  nonce: string;
}

/** Binds the ciphertext to its call: a record sealed for anything else does not open there. */
const aad = 'recordVoteCountAndLog';

/**
 * Hex of a fresh 12-byte IV, the SM4-GCM ciphertext and its tag, under the first 128 bits of SM3(encryptKey4): the
 * key the spec's config hands every page. It keeps the record whole and unreadable on the way; the publisher's own
 * checks (captcha, member token, nonce, limits) are what make a vote count once.
 */
export async function sealVoteRecord(record: VoteRecord, encryptKey4: string): Promise<string> {
  const { sm3, sm4 } = await import('sm-crypto-v2');
  const iv = randomHex(12);
  const sealed = sm4.encrypt(JSON.stringify(record), sm3(encryptKey4).slice(0, 32), {
    mode: 'gcm',
    iv,
    associatedData: aad,
    outputTag: true,
  });
  return `${iv}${sealed.output}${sealed.tag ?? ''}`;
}
