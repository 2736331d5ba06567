import { preloadedLazy } from '~/features/ui/island/preloadedLazy';

/**
 * The parts of every page's shell that are islands (docs/adr-islands.md): the root loader preloads them on the
 * server, so every page's HTML has them in full; in the browser their code arrives after the first paint, outside
 * every page's first-load budget (the shell's code counts on every page), and their links and the language form
 * work meanwhile.
 */
export const shellIslands = {
  /** the top bar (docs/wayfinding.md) */
  topBar: preloadedLazy(() => import('./TopBar')),
  /** the foot of the page: 关于我们, 下载客户端, the languages, the filing number */
  siteFooter: preloadedLazy(() => import('./SiteFooter')),
};

export function preloadShellIslands() {
  return Promise.all([shellIslands.topBar.preload(), shellIslands.siteFooter.preload()]);
}
