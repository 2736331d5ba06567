import { safeHttpUrl } from '~/lib/safeUrl';

/** A picture address we are willing to load: http(s), protocol-relative read as https. */
export function pictureUrl(value: string | undefined): string | undefined {
  return safeHttpUrl(value?.startsWith('//') ? `https:${value}` : value);
}
