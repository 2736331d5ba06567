import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '~/api/session/entities';
import { connectHostsOf, followConfigHosts } from './configHosts';

const config = (socket: string, bigData: string) =>
  ({
    socketServer: { url: socket, token: 't' },
    bigData: { url: bigData, tenantCode: '', key: '' },
  }) as SiteConfig;

describe('the hosts the site config names for the page to reach', () => {
  it('are the origins of its live socket and its big-data collector', () => {
    expect(
      connectHostsOf(config('wss://push.example.cn:8443/socket?x=1', 'https://bigdata.example.cn/api')),
    ).toEqual(['wss://push.example.cn:8443', 'https://bigdata.example.cn']);
  });

  it('leave out what is missing, malformed or of another scheme', () => {
    expect(connectHostsOf(config('', ''))).toEqual([]);
    expect(connectHostsOf(config('javascript:alert(1)', 'data:text/html,x'))).toEqual([]);
    expect(connectHostsOf(config('https://push.example.cn/socket', 'wss://bigdata.example.cn'))).toEqual([]);
    expect(connectHostsOf(config("wss://a.example'; script-src *", 'x'))).toEqual([]);
  });

  it('are read off the hot path: the known list at once, read again in the background once a minute', async () => {
    let clock = 0;
    let reads = 0;
    const hosts = followConfigHosts(
      async () => {
        reads += 1;
        return config('wss://push.example.cn/socket', '');
      },
      () => clock,
    );
    expect(hosts()).toEqual([]);
    await new Promise((r) => setTimeout(r, 0));
    expect(hosts()).toEqual(['wss://push.example.cn']);
    clock = 30_000;
    hosts();
    expect(reads).toBe(1);
    clock = 61_000;
    hosts();
    expect(reads).toBe(2);
  });

  it('stand as they were while the publisher is away', async () => {
    let clock = 0;
    let fail = false;
    const hosts = followConfigHosts(
      async () => {
        if (fail) throw new Error('down');
        return config('wss://push.example.cn/socket', '');
      },
      () => clock,
    );
    hosts();
    await new Promise((r) => setTimeout(r, 0));
    fail = true;
    clock = 120_000;
    hosts();
    await new Promise((r) => setTimeout(r, 0));
    expect(hosts()).toEqual(['wss://push.example.cn']);
  });
});
