/** The login page, coming back to `path` (a page of this site: login checks it) afterwards. */
export function loginFirstHref(path: string): string {
  return `/login.html?redirect=${encodeURIComponent(path)}`;
}
