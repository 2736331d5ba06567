import { CertificatePage } from '~/features/certificate/CertificatePage';
import { certificateSource } from '~/features/certificate/pdfHosts.server';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/previewPDF';

export const handle = { title: 'certificate.title', catalogs: ['certificate'] } satisfies RouteHandle;

// The spec names no query parameter for the PDF's address; `url` is the one this edition reads (docs/certificate.md).
export function loader({ request }: Route.LoaderArgs) {
  const address = new URL(request.url).searchParams.get('url');
  return {
    source: certificateSource(request, address),
    catalog: requestCatalog(request, handle.catalogs).catalog,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches) }, { name: 'robots', content: 'noindex' }];
}

export default function PreviewPdf({ loaderData }: Route.ComponentProps) {
  return <CertificatePage source={loaderData.source} />;
}
