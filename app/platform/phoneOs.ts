// Which store the reader's phone takes its apps from (downloadClient.html offers that link first). Apart from
// context.ts so that only the pages that offer downloads carry it.

export type PhoneOs = 'android' | 'ios' | 'other';

export function detectOs(userAgent: string): PhoneOs {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return 'other';
}

/** The reader's phone, in the browser; 'other' on the server. */
export function phoneOs(): PhoneOs {
  return detectOs(typeof navigator === 'undefined' ? '' : navigator.userAgent);
}
