// The publisher's image code as a page shows it (a vote, a login past its number's ceiling).
import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The key of the image code `picture` shows, once the picture is there: the publisher draws and stores a code when
 * the picture is asked for, so a code looked up before the picture has come is one the picture then replaces.
 */
export async function shownCaptchaKey(picture: Locator): Promise<string> {
  let src: string | null = null;
  await expect
    .poll(async () => {
      src = await picture.evaluate((img: HTMLImageElement) =>
        img.complete && img.naturalWidth > 0 ? img.getAttribute('src') : null,
      );
      return src;
    })
    .not.toBeNull();
  return new URL(src!, 'http://x').searchParams.get('codeKey')!;
}
