import { describe, expect, it } from 'vitest';
import { publicReader } from '../../test-reader.ts';

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
