// 阅读历史: the articles this browser opened (news, galleries, videos), newest first, at most `historyLimit`. Kept
// in the browser only (localStorage): it is the reader's own, the publisher is not asked to keep it and learns nothing
// new from it. Anything stored that is not such a list (another version, a hand edit) reads as an empty history.
import { safeLocalPath } from '~/lib/localPath';
import type { KeyValueStorage } from '~/platform/storage';

export interface ReadArticle {
  /** the article's fileId: one entry per article, the latest opening */
  id: number;
  title: string;
  /** the page it was read on, inside the site (router path, e.g. /newsDetail/12/345.html) */
  path: string;
  /** when it was opened, ms */
  at: number;
}

export const historyLimit = 100;
const storageKey = 'readingHistory.v1';

function isReadArticle(value: unknown): value is ReadArticle {
  const r = value as Partial<ReadArticle> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    Number.isInteger(r.id) &&
    (r.id ?? 0) > 0 &&
    typeof r.title === 'string' &&
    typeof r.path === 'string' &&
    // a link is made of it: a page of this site only
    safeLocalPath(r.path, '') === r.path &&
    typeof r.at === 'number'
  );
}

export function readHistory(storage: KeyValueStorage): ReadArticle[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(storageKey) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isReadArticle).slice(0, historyLimit) : [];
  } catch {
    return [];
  }
}

/** The article goes first, once; the oldest fall off past the limit. */
export function rememberRead(storage: KeyValueStorage, article: ReadArticle): void {
  if (!isReadArticle(article)) return;
  const kept = readHistory(storage).filter((known) => known.id !== article.id);
  try {
    storage.setItem(storageKey, JSON.stringify([article, ...kept].slice(0, historyLimit)));
  } catch {
    // a full storage keeps the history as it was: reading goes on
  }
}

export function clearHistory(storage: KeyValueStorage): void {
  storage.removeItem(storageKey);
}
