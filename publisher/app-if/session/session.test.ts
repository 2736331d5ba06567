import { describe, expect, it } from 'vitest';
import { callAppIf } from '../../test-support.ts';
import { publicReader } from '../../test-reader.ts';
import { ANONYMOUS_TOKENS_PER_MINUTE, ANONYMOUS_TOKENS_TOO_MANY } from './tokens.ts';

const reader = publicReader();
const { get } = reader;

describe('config and time', () => {
  it('getConfig answers the stored site config with absolute URLs and the demo switches', async () => {
    const { statusCode, body } = await get('getConfig', { appID: 1 });
    expect(statusCode).toBe(200);
    expect(body.status).toBe(0);
    const config = body.data as Record<string, any>;
    expect(config.tokenEnable).toBe(1);
    expect(config.xyApi.xyAuth).toBe(1);
    expect(config.xyApi.curVersions).toBe('1');
    expect(config.showSearchList).toBe(1);
    expect(config.detailPageGrey).toBe(0);
    expect(config.padColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(() => new URL(config.paperUrl)).not.toThrow();
    expect(config.filing.open).toBe(1);
    expect(config.sm2PublicKey).toMatch(/^04[0-9a-f]{128}$/);
    expect(JSON.stringify(config)).not.toContain('PUBLIC_URL');
    expect(JSON.stringify(config)).not.toMatch(/privateKey|appSecret/i);
  });

  it('getConfig refuses an unknown appID with status -1', async () => {
    const { statusCode, body } = await get('getConfig', { appID: 99 });
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ status: -1, data: {} });
  });

  it('serverTime answers the injected clock, raw without curVersions', async () => {
    const { body } = await get('serverTime', {}, false);
    expect(body).toEqual({ serverTime: reader.pub.clock.now() });
  });
});

describe('getAnonymousToken', () => {
  // through the app server's proxy on this machine, which names the reader's address
  const ask = (address: string, device = 'reader-device') =>
    callAppIf(reader.pub.app, 'getAnonymousToken', { device }, { headers: { 'x-forwarded-for': address } });

  it('issues 30 a minute to one reader address, then 429 with a message; other addresses and the next minute are issued', async () => {
    for (let i = 0; i < ANONYMOUS_TOKENS_PER_MINUTE; i++)
      expect((await ask('198.51.100.30', `device-${i}`)).body.status).toBe(0);
    const refused = await ask('198.51.100.30');
    expect([refused.statusCode, refused.body]).toEqual([
      429,
      { status: -1, message: ANONYMOUS_TOKENS_TOO_MANY, data: {} },
    ]);
    expect((await ask('198.51.100.31')).body.status).toBe(0);
    reader.pub.clock.advance(60_001);
    expect((await ask('198.51.100.30')).body.status).toBe(0);
  });
});
