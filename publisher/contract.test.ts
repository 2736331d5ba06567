import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS_BY_AREA } from './app-if/operations.ts';
import { callEveryOperation } from './every-operation.ts';
import { testPublisher, type TestPublisher } from './test-support.ts';
import { missingPaths, readWireFixtures } from './wire-fixtures.ts';

let pub: TestPublisher;
beforeAll(async () => {
  pub = await testPublisher();
});
afterAll(() => pub.close());

const fixtures = readWireFixtures();
const served = Object.entries(OPERATIONS_BY_AREA).flatMap(([area, ops]) =>
  ops.map((op) => ({ area, name: op.name })),
);

describe("contract: every answer carries every field of the front end's wire fixture", () => {
  it('every operation served has its fixture, in the folder of its area, and every fixture an operation', () => {
    expect(served.map(({ area, name }) => `${area}/${name}`).sort()).toEqual(
      fixtures.flatMap(({ area, operation, form }) => (form ? [] : [`${area}/${operation}`])).sort(),
    );
  });

  it('every live answer has every field path of its fixture', async () => {
    const payloads = await callEveryOperation(pub);
    for (const { key, payload } of fixtures) {
      expect(payloads, `no call made for ${key}`).toHaveProperty([key]);
      expect(missingPaths(payload, payloads[key]), key).toEqual([]);
    }
    // every operation of every area, one after another: it grows with each area (19 s on a quiet machine with 24)
  }, 60_000);

  it('missingPaths: objects need every key, items the union of the fixture items’ keys, [] only an array', () => {
    const fixture = { list: [{ fileId: 1 }, { title: 't' }], config: { videos: [] }, n: 1 };
    expect(missingPaths(fixture, { list: [], config: { videos: [{ any: 1 }] }, n: null })).toEqual([]);
    expect(
      missingPaths(fixture, { list: [{ fileId: 1, title: 't' }, { fileId: 2 }], config: {}, n: 0 }),
    ).toEqual(['list[1].title', 'config.videos']);
    expect(missingPaths(fixture, { list: {}, config: null })).toEqual([
      'list (not an array)',
      'config (not an object)',
      'n',
    ]);
    expect(missingPaths({ a: { b: 1 } }, 'empty')).toEqual(['(payload) (not an object)']);
  });
});
