import { describe, expect, it } from 'vitest';
import { pdfSource, type PdfHosts } from './pdfSource';

const hosts: PdfHosts = {
  siteOrigin: 'https://m.news.example',
  proxies: [{ prefix: '/app_if/', target: 'http://10.0.0.5:8080/app_if/' }],
  hosts: ['files.news.example'],
};

describe('pdfSource', () => {
  it('takes this site, the publisher behind the proxy and the configured hosts', () => {
    expect(pdfSource('https://m.news.example/app_if/certificate/1-2-x.pdf?v=1', hosts)).toEqual({
      ok: true,
      href: '/app_if/certificate/1-2-x.pdf?v=1',
    });
    expect(pdfSource('http://10.0.0.5:8080/app_if/certificate/a.pdf', hosts)).toEqual({
      ok: true,
      href: '/app_if/certificate/a.pdf',
    });
    expect(pdfSource('https://FILES.news.example/c.pdf', hosts)).toEqual({
      ok: true,
      href: 'https://files.news.example/c.pdf',
    });
    expect(pdfSource('/app_if/certificate/a.pdf', hosts)).toEqual({
      ok: true,
      href: '/app_if/certificate/a.pdf',
    });
  });

  it('refuses other hosts, look-alikes and other schemes', () => {
    for (const foreign of [
      'https://evil.example/c.pdf',
      'https://files.news.example.evil.example/c.pdf',
      'https://m.news.example@evil.example/c.pdf',
      'https://user:pw@files.news.example/c.pdf',
      'http://10.0.0.5:8080/app_ifx/c.pdf',
      '//evil.example/c.pdf',
      '/\\evil.example/c.pdf',
    ])
      expect(pdfSource(foreign, hosts), foreign).toEqual({ ok: false, reason: 'foreign' });
    for (const invalid of [
      'javascript:alert(1)',
      'data:application/pdf;base64,JVBERi0=',
      'not a url',
      'file:///etc/passwd',
    ])
      expect(pdfSource(invalid, hosts), invalid).toEqual({ ok: false, reason: 'invalid' });
    for (const missing of [undefined, null, '', '   ', ['a', 'b']])
      expect(pdfSource(missing, hosts)).toEqual({ ok: false, reason: 'missing' });
  });
});
