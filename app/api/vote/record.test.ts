import { expect, test } from 'vitest';
import { openVoteRecord, recordKey } from '../../../publisher/app-if/vote/record-cipher';
import { randomHex } from '~/lib/randomHex';
import { sealVoteRecord } from './record';

test('a record sealed in the browser opens on the publisher with the same config key, and only there', async () => {
  const record = {
    voteID: 630001,
    optionID: 650002,
    userID: 1001,
    t: 1_747_700_000_000,
    nonce: randomHex(16),
  };
  const sealed = await sealVoteRecord(record, 'qinglan-demo-key');
  expect(sealed).toMatch(/^[0-9a-f]+$/);
  expect(await openVoteRecord(sealed, await recordKey('qinglan-demo-key'))).toEqual(record);
  expect(await openVoteRecord(sealed, await recordKey('another-site-key'))).toBeUndefined();
  const altered = `${sealed.slice(0, 40)}${sealed[40] === '0' ? '1' : '0'}${sealed.slice(41)}`;
  expect(await openVoteRecord(altered, await recordKey('qinglan-demo-key'))).toBeUndefined();
});
