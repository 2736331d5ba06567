// previewPDF.html (区块链证书) shows a PDF whose address comes in the query: only one the publisher itself serves.
// Pure: the server fills in where the publisher is (features/certificate/pdfHosts.server.ts).
import { safeLocalPath } from './localPath';
import { safeHttpUrl } from './safeUrl';

/** Where a PDF may come from: this site, the publisher's services (reached through this site's proxy), and hosts
 * the configuration names (PDF_HOSTS, reached directly: the page's connect-src lists them). */
export interface PdfHosts {
  /** this site's origin, e.g. https://m.example.cn */
  siteOrigin: string;
  /** the proxy's table: a publisher address under `target` is fetched as `prefix` + the rest, from this site */
  proxies: readonly { prefix: string; target: string }[];
  /** further host names (host or host:port) the publisher serves files from */
  hosts: readonly string[];
}

export type PdfSource = { ok: true; href: string } | { ok: false; reason: 'missing' | 'invalid' | 'foreign' };

/**
 * The address the browser fetches the PDF from (a same-site path where one exists, so the page's connect-src
 * 'self' lets it through), or why it is refused: missing, not an http(s) address, or on another host.
 */
export function pdfSource(value: unknown, hosts: PdfHosts): PdfSource {
  if (typeof value !== 'string' || !value.trim()) return { ok: false, reason: 'missing' };
  const text = value.trim();
  if (text.startsWith('/')) {
    const path = safeLocalPath(text, '');
    return path ? { ok: true, href: path } : { ok: false, reason: 'foreign' };
  }
  const absolute = safeHttpUrl(text);
  if (!absolute) return { ok: false, reason: 'invalid' };
  const url = new URL(absolute);
  if (url.origin === new URL(hosts.siteOrigin).origin) return { ok: true, href: url.pathname + url.search };
  for (const proxy of hosts.proxies) {
    if (absolute.startsWith(proxy.target))
      return { ok: true, href: proxy.prefix + absolute.slice(proxy.target.length) };
  }
  if (!url.username && !url.password && hosts.hosts.includes(url.host.toLowerCase()))
    return { ok: true, href: absolute };
  return { ok: false, reason: 'foreign' };
}
