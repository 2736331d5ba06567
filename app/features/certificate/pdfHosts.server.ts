// Where the publisher serves certificates from, as this app server knows it: its own origin, the publisher's services
// behind its proxy (app/server/proxy.ts) and the hosts in PDF_HOSTS.
import { basesFromEnv } from '~/api/bases.server';
import { parseHostList } from '~/lib/hostList';
import { pdfSource, type PdfSource } from '~/lib/pdfSource';
import { proxyRoutes } from '~/server/proxy';

export function certificateSource(request: Request, value: unknown): PdfSource {
  return pdfSource(value, {
    siteOrigin: new URL(request.url).origin,
    proxies: proxyRoutes(basesFromEnv()),
    hosts: parseHostList(process.env.PDF_HOSTS),
  });
}
