import { preloadedLazy } from '~/features/ui/island/preloadedLazy';

/**
 * 设置 as an island (docs/adr-islands.md): the login page's loader awaits `readerSettings.preload()`, so its HTML has
 * the section in full and its forms work without JavaScript; its code stays out of the page's first load.
 */
export const readerSettings = preloadedLazy(() => import('./ReaderSettings'));
