import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PublisherError } from '~/api/errors';
import { idFrom, optionalId, queryNumber, requiredId } from './params';
import { fromPublisher } from './responses';

/** The status of what a loader helper threw, or 'returned'. */
async function statusOf(run: () => unknown): Promise<number | 'returned'> {
  try {
    await run();
    return 'returned';
  } catch (thrown) {
    // data() throws a DataWithResponseInit; React Router turns it into an error response
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return init.status;
    if (isRouteErrorResponse(thrown)) return thrown.status;
    throw thrown;
  }
}

describe('ids in the path', () => {
  it('are whole positive numbers of at most 12 digits', () => {
    expect(idFrom('10071')).toBe(10071);
    for (const bad of [undefined, '', '0', '-1', '1.5', '1e3', ' 1', '0x10', '1234567890123', '<script>']) {
      expect(idFrom(bad), String(bad)).toBeUndefined();
    }
  });

  it('a required id that is not one is a 404', async () => {
    expect(requiredId('7')).toBe(7);
    expect(await statusOf(() => requiredId(undefined))).toBe(404);
    expect(await statusOf(() => requiredId('../etc'))).toBe(404);
  });

  it('an optional id may be absent, not malformed', async () => {
    expect(optionalId(undefined)).toBeUndefined();
    expect(optionalId('3')).toBe(3);
    expect(await statusOf(() => optionalId('abc'))).toBe(404);
  });
});

describe('numbers in the query', () => {
  it('are whole numbers of at most 9 digits, else absent', () => {
    const query = new URLSearchParams('page=2&column=x&big=1234567890&neg=-1');
    expect(queryNumber(query, 'page')).toBe(2);
    expect(queryNumber(query, 'column')).toBeUndefined();
    expect(queryNumber(query, 'big')).toBeUndefined();
    expect(queryNumber(query, 'neg')).toBeUndefined();
    expect(queryNumber(query, 'missing')).toBeUndefined();
  });
});

describe('publisher reads as pages', () => {
  it('a result is the page, nothing there a 404, the publisher failing a 503, a bug stays a bug', async () => {
    expect(await fromPublisher(async () => 'page')).toBe('page');
    expect(await statusOf(() => fromPublisher(async () => null))).toBe(404);
    const down = new PublisherError({ kind: 'network', key: 'network' });
    expect(await statusOf(() => fromPublisher(() => Promise.reject(down)))).toBe(503);
    await expect(fromPublisher(() => Promise.reject(new TypeError('bug')))).rejects.toThrow('bug');
  });
});
