// The publisher cuts a picture to a named style when `@!<style>` follows its address
// (docs/publisher-interface.md, "Image styles"). A gif is never restyled (spec §5): the cut loses
// the animation.
import { safeHttpUrl } from '~/lib/safeUrl';

export function isGif(url: string): boolean {
  return /\.gif(?:$|[?#])/i.test(url);
}

export function styledUrl(url: string, style: string): string {
  return isGif(url) ? url : `${url}@!${style}`;
}

/** A picture address we are willing to load: http(s), protocol-relative read as https. */
export function pictureUrl(value: string | undefined): string | undefined {
  return safeHttpUrl(value?.startsWith('//') ? `https:${value}` : value);
}
