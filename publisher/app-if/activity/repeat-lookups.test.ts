// checkEntryRepeatField tells whether a phone or an ID number is someone's entry: it is limited per address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAppIf,
  createActivity,
  signedInMembers,
  testPublisher,
  type TestPublisher,
} from '../../test-support.ts';

let pub: TestPublisher;
beforeAll(async () => {
  pub = await testPublisher();
});
afterAll(() => pub.close());

describe('checkEntryRepeatField', () => {
  it('answers 10 look-ups a minute from one address, then 429 with a message; other addresses still answered', async () => {
    const { fileId } = await createActivity(pub, { title: '查重活动', form: 'rich' });
    const [member] = await signedInMembers(pub, 1);
    // from behind the app server's proxy (the peer is this machine), as readers' calls come
    const lookUp = (phone: string, reader: string) =>
      callAppIf(
        pub.app,
        'checkEntryRepeatField',
        { fileId, field: 'entry_phone', value: phone },
        { token: member!.token, headers: { 'x-forwarded-for': reader } },
      );
    for (let i = 0; i < 10; i++) {
      const answer = await lookUp(`1390000${String(i).padStart(4, '0')}`, '203.0.113.9');
      expect(answer.body.data, `look-up ${i + 1}`).toEqual({ repeat: 0 });
    }
    const refused = await lookUp('13900000010', '203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toMatchObject({ status: -1, message: '查询过于频繁，请稍后再试' });
    expect((await lookUp('13900000010', '203.0.113.10')).body.data).toEqual({ repeat: 0 });
    pub.clock.advance(60_001);
    expect((await lookUp('13900000010', '203.0.113.9')).body.data).toEqual({ repeat: 0 });
  });
});
