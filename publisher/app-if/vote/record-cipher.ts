import { randomBytes } from 'node:crypto';

type SmCrypto = typeof import('sm-crypto-v2');
let smModule: Promise<SmCrypto> | undefined;
/** sm-crypto (a large module) is loaded when first used: by the warm-up before listening (publisher/warm-up.ts). */
const loadSm = (): Promise<SmCrypto> => (smModule ??= import('sm-crypto-v2'));

/** Binds the ciphertext to its purpose: a record sealed for another call does not open here. */
export const RECORD_AAD = 'recordVoteCountAndLog';

/** What a vote record carries (docs/vote-record.md). */
export type VoteRecord = { voteID: number; optionID: number; userID: number; t: number; nonce: string };

/** The SM4 key: the first 128 bits of SM3(encryptKey4), the config value the spec hands every page. */
export async function recordKey(encryptKey4: string): Promise<string> {
  return (await loadSm()).sm3(encryptKey4).slice(0, 32);
}

/** The SM4 key of each encryptKey4 seen (SM3 of it: the same every vote, so worked out once). */
const keys = new Map<string, Promise<string>>();
export const cachedRecordKey = (encryptKey4: string): Promise<string> => {
  if (!keys.has(encryptKey4)) keys.set(encryptKey4, recordKey(encryptKey4));
  return keys.get(encryptKey4)!;
};

/**
 * Opens `record`: hex of a 12-byte IV, the SM4-GCM ciphertext and its 16-byte tag. Undefined when it does not open
 * (altered, forged with another key, sealed for another call) or does not hold a record.
 */
export async function openVoteRecord(record: string, key: string): Promise<VoteRecord | undefined> {
  if (!/^[0-9a-f]{58,1024}$/.test(record) || record.length % 2 !== 0) return undefined;
  const { sm4 } = await loadSm();
  let text: string;
  try {
    text = sm4.decrypt(record.slice(24, -32), key, {
      mode: 'gcm',
      iv: record.slice(0, 24),
      tag: record.slice(-32),
      associatedData: RECORD_AAD,
    });
  } catch {
    return undefined;
  }
  try {
    const o = JSON.parse(text) as Record<string, unknown>;
    const ints = ['voteID', 'optionID', 'userID', 't'].every((k) => Number.isSafeInteger(o[k]));
    if (!ints || typeof o.nonce !== 'string' || !/^[0-9a-f]{16,64}$/.test(o.nonce)) return undefined;
    return o as VoteRecord;
  } catch {
    return undefined;
  }
}

/** Seals a record as the page does (tests and the bench vote with it). */
export async function sealVoteRecord(record: VoteRecord, key: string): Promise<string> {
  const { sm4 } = await loadSm();
  const iv = randomBytes(12).toString('hex');
  const sealed = sm4.encrypt(JSON.stringify(record), key, {
    mode: 'gcm',
    iv,
    associatedData: RECORD_AAD,
    outputTag: true,
  });
  return `${iv}${sealed.output}${sealed.tag ?? ''}`;
}

export const newNonce = () => randomBytes(16).toString('hex');

/**
 * The publisher's warm-up before it listens (publisher/warm-up.ts): sm-crypto loaded, the site's key worked out and a
 * record sealed and opened a few times, so the first votes after a start do not wait for any of it.
 */
export async function rehearseRecord(encryptKey4: string): Promise<void> {
  const key = await cachedRecordKey(encryptKey4);
  for (let i = 0; i < 20; i += 1) {
    const sealed = await sealVoteRecord({ voteID: 1, optionID: 1, userID: 1, t: 0, nonce: newNonce() }, key);
    if (!(await openVoteRecord(sealed, key))) throw new Error('a sealed vote record does not open');
  }
}
