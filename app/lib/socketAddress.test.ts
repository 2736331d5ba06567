import { describe, expect, it } from 'vitest';
import { socketAddressHere, socketPathOnSite } from './socketAddress';

describe('the live socket on whatever origin the page was opened on', () => {
  it('travels as its path when the publisher named it on the site’s origin', () => {
    expect(socketPathOnSite('ws://localhost:3000/socket', 'http://localhost:3000')).toBe('/socket');
    expect(socketPathOnSite('wss://news.example.cn/socket?v=2', 'https://news.example.cn')).toBe(
      '/socket?v=2',
    );
  });

  it('stays as it is on another host, or when it is no socket address', () => {
    expect(socketPathOnSite('wss://push.example.cn/socket', 'https://news.example.cn')).toBe(
      'wss://push.example.cn/socket',
    );
    expect(socketPathOnSite('ws://localhost:3001/socket', 'http://localhost:3000')).toBe(
      'ws://localhost:3001/socket',
    );
    expect(socketPathOnSite('https://news.example.cn/socket', 'https://news.example.cn')).toBe(
      'https://news.example.cn/socket',
    );
    expect(socketPathOnSite('not a url', 'https://news.example.cn')).toBe('not a url');
  });

  it('is put on the page’s own origin in the browser, with the socket scheme of the page’s', () => {
    expect(socketAddressHere('/socket', { protocol: 'http:', host: '127.0.0.1:3000' })).toBe(
      'ws://127.0.0.1:3000/socket',
    );
    expect(socketAddressHere('/socket', { protocol: 'https:', host: 'm.news.example.cn' })).toBe(
      'wss://m.news.example.cn/socket',
    );
    expect(socketAddressHere('wss://push.example.cn/socket', { protocol: 'https:', host: 'x' })).toBe(
      'wss://push.example.cn/socket',
    );
    expect(socketAddressHere('//evil.example/socket', { protocol: 'https:', host: 'x' })).toBe(
      '//evil.example/socket',
    );
  });
});
