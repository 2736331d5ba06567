// The site's public origin for an address made in the browser (a QR code, a poster). A file of its own, reading
// the root's data by type only: the pages that need it do not pull the root's shell module into a chunk of theirs.
import { useRouteLoaderData } from 'react-router';
import type { ShellData } from './shellData';

export function useSiteOrigin(): string {
  return (useRouteLoaderData('root') as ShellData | undefined)?.site.origin ?? '';
}
