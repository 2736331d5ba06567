import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_TOKENS_TOO_MANY } from '../app-if/session/tokens.ts';
import { testPublisher, type TestPublisher } from '../test-support.ts';
import { LOOPBACK_PROXIES, readerAddress, trustedProxies } from './reader-address.ts';

const loopback = trustedProxies(LOOPBACK_PROXIES);

describe('the reader’s address', () => {
  it('by default believes x-forwarded-for from this machine only: 127.0.0.1, ::1 and ::ffff:127.0.0.1', () => {
    expect(readerAddress('127.0.0.1', '203.0.113.5', loopback)).toBe('203.0.113.5');
    expect(readerAddress('::1', '203.0.113.5', loopback)).toBe('203.0.113.5');
    expect(readerAddress('::ffff:127.0.0.1', '203.0.113.5, 10.0.0.9', loopback)).toBe('203.0.113.5');
    expect(readerAddress('127.0.0.1', undefined, loopback)).toBe('127.0.0.1');
  });

  it('believes a peer not named as itself, on a private network too, so a script cannot rotate its address', () => {
    expect(readerAddress('10.0.0.3', '203.0.113.5', loopback)).toBe('10.0.0.3');
    expect(readerAddress('192.168.1.20', '203.0.113.5', loopback)).toBe('192.168.1.20');
    expect(readerAddress('fd00::7', '203.0.113.5', loopback)).toBe('fd00::7');
    expect(readerAddress('203.0.113.9', '198.51.100.1', loopback)).toBe('203.0.113.9');
  });

  it('believes a named proxy, however the socket writes its IPv4 address, and only that one', () => {
    const named = trustedProxies(['10.0.0.3', 'fd00::7']);
    expect(readerAddress('10.0.0.3', '203.0.113.5, 10.0.0.9', named)).toBe('203.0.113.5');
    expect(readerAddress('::ffff:10.0.0.3', '203.0.113.5', named)).toBe('203.0.113.5');
    expect(readerAddress('fd00::7', '203.0.113.5', named)).toBe('203.0.113.5');
    expect(readerAddress('10.0.0.4', '203.0.113.5', named)).toBe('10.0.0.4');
    expect(readerAddress('127.0.0.1', '203.0.113.5', named)).toBe('127.0.0.1');
  });
});

describe('a publisher with PUBLISHER_TRUSTED_PROXIES', () => {
  let pub: TestPublisher;
  beforeAll(async () => {
    pub = await testPublisher({ trustedProxies: ['10.0.0.3'], anonymousTokensPerMinute: 2 });
  });
  afterAll(() => pub.close());

  // the per-address allowance of anonymous tokens shows whose address the publisher counted
  const tokenFrom = async (peer: string, forwardedFor: string) =>
    (
      await pub.app.inject({
        url: '/app_if/getAnonymousToken?device=proxy-test&siteId=1&curVersions=1',
        headers: { 'x-forwarded-for': forwardedFor },
        remoteAddress: peer,
      })
    ).json() as { status: number; message: string };

  it('counts the address a named proxy passes on: each reader behind it has an allowance of its own', async () => {
    for (const reader of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
      expect((await tokenFrom('10.0.0.3', reader)).status).toBe(0);
    expect((await tokenFrom('10.0.0.3', '198.51.100.1')).status).toBe(0);
    expect(await tokenFrom('10.0.0.3', '198.51.100.1')).toMatchObject({
      status: -1,
      message: ANONYMOUS_TOKENS_TOO_MANY,
    });
  });

  it('counts a peer not named as itself, whatever address it forwards', async () => {
    expect((await tokenFrom('10.0.0.4', '198.51.100.11')).status).toBe(0);
    expect((await tokenFrom('10.0.0.4', '198.51.100.12')).status).toBe(0);
    expect(await tokenFrom('10.0.0.4', '198.51.100.13')).toMatchObject({
      message: ANONYMOUS_TOKENS_TOO_MANY,
    });
    // nor is this machine trusted once the deployment names its proxies
    expect((await tokenFrom('127.0.0.1', '198.51.100.21')).status).toBe(0);
    expect((await tokenFrom('127.0.0.1', '198.51.100.22')).status).toBe(0);
    expect(await tokenFrom('127.0.0.1', '198.51.100.23')).toMatchObject({
      message: ANONYMOUS_TOKENS_TOO_MANY,
    });
  });
});
