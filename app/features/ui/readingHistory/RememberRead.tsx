// What an article page (news, gallery, video) adds so the reading history knows it: nothing drawn, and nothing on
// the first load but this; the history's code comes once the page is idle (docs/my-page.md).
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { whenIdle } from '~/features/shell/whenIdle';

export function RememberRead({ id, title }: { id: number; title: string }) {
  const { pathname } = useLocation();
  useEffect(
    () =>
      whenIdle(() => {
        void Promise.all([import('./readingHistory'), import('~/platform/storage')]).then(
          ([history, storage]) =>
            history.rememberRead(storage.browserStorage('localStorage'), {
              id,
              title,
              path: pathname,
              at: Date.now(),
            }),
        );
      }),
    [id, title, pathname],
  );
  return null;
}
