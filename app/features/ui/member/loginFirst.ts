import { href } from '~/lib/paths';

/** The login page, coming back to `path` (a page of this site: login checks it) afterwards. */
export function loginFirstHref(path: string): string {
  return `${href.login()}?redirect=${encodeURIComponent(path)}`;
}
