import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_IF_OPERATIONS } from './app-if/routes.ts';
import { CONTRACT_FIELDS, missingFields } from './contract-fields.ts';
import { SSO_OPERATIONS } from './sso/routes.ts';
import { callEveryOperation } from './every-operation.ts';
import { testPublisher, type TestPublisher } from './test-support.ts';

let pub: TestPublisher;
beforeAll(async () => {
  pub = await testPublisher();
});
afterAll(() => pub.close());

describe('contract: every response carries the fields the front end reads', () => {
  it('the field list covers every operation served', () => {
    for (const op of [...APP_IF_OPERATIONS.map((o) => o.name), ...SSO_OPERATIONS])
      expect(CONTRACT_FIELDS, op).toHaveProperty(op);
  });

  it('every operation answers with its required fields', async () => {
    const payloads = await callEveryOperation(pub);
    for (const [op, fields] of Object.entries(CONTRACT_FIELDS)) {
      expect(payloads, `no call made for ${op}`).toHaveProperty(op);
      expect(missingFields(payloads[op], fields), op).toEqual([]);
    }
  });

  it('missingFields notices a missing nested field', () => {
    expect(missingFields({ list: [{ fileId: 1 }, {}] }, ['list[].fileId'])).toEqual(['list[1].fileId']);
    expect(missingFields({ xyApi: {} }, ['xyApi.xyAuth'])).toEqual(['xyApi.xyAuth']);
  });
});
