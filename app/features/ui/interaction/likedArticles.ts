// The articles this device liked, so the like button shows "liked" after a reload (spec §4: like toggles to liked,
// once). The publisher holds the truth (one like per member or device); this is only the button's memory.
import { browserStorage, createExpiringStore } from '~/platform/storage';

const key = 'likedArticles';
/** the newest few hundred are plenty for a button's memory */
const kept = 500;

const store = () => createExpiringStore(browserStorage('localStorage'));

export function hasLiked(id: number): boolean {
  return (store().get<number[]>(key) ?? []).includes(id);
}

export function rememberLike(id: number): void {
  const ids = (store().get<number[]>(key) ?? []).filter((other) => other !== id);
  store().set(key, [id, ...ids].slice(0, kept));
}

export function forgetLike(id: number): void {
  store().set(
    key,
    (store().get<number[]>(key) ?? []).filter((other) => other !== id),
  );
}
