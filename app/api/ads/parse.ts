// Ads as real deployments send them (PUBLISHER_API §5, the FounderReader list schema): `advID`, `style`, `type`
// (≠ 0: an ad), `position`, `adOrder`, `imgUrl`, `startTime`, `endTime`, `pageTime`, and the link or article.
// Lenient: an ad without a picture, a place to lead or a live window is left out, never an error.
import { safeHttpUrl } from '~/lib/safeUrl';
import type { Ad, AdPlace, AdTarget } from './entities';
import { date, int, listOf, pick, rec, str } from '../lenient';

/** `style` → where it stands; any other style is a feed ad (the iOS client lists them as items). */
const PLACES: Record<number, AdPlace> = { 1: 'feed', 2: 'column', 3: 'article', 4: 'startPage' };
const AD_TYPE_ARTICLE = 2;

function target(o: Record<string, unknown>): AdTarget | undefined {
  const articleId = int(pick(o, 'articleID', 'articleId', 'fileID', 'fileId'));
  if (int(o.type) === AD_TYPE_ARTICLE && articleId > 0)
    return { kind: 'article', id: articleId, columnId: int(pick(o, 'columnID', 'columnId')) };
  const url = safeHttpUrl(pick(o, 'link', 'url', 'contentUrl'));
  if (url) return { kind: 'external', url };
  return articleId > 0
    ? { kind: 'article', id: articleId, columnId: int(pick(o, 'columnID', 'columnId')) }
    : undefined;
}

/** One ad, or undefined when it is not one (type 0), lacks its picture or destination, or is out of its window. */
export function parseAd(raw: unknown, now: number, place?: AdPlace): Ad | undefined {
  const o = rec(raw);
  const id = int(pick(o, 'advID', 'advId', 'id'));
  const picture = safeHttpUrl(pick(o, 'imgUrl', 'imageUrl', 'picUrl'));
  const to = target(o);
  const startsAt = date(o.startTime);
  const endsAt = date(o.endTime);
  if (id <= 0 || int(o.type, 1) === 0 || !picture || !to) return undefined;
  if ((startsAt && startsAt > now) || (endsAt && endsAt <= now)) return undefined;
  return {
    id,
    place: place ?? PLACES[int(o.style)] ?? 'feed',
    title: str(pick(o, 'title', 'advTitle')).trim(),
    advertiser: str(o.advertiser).trim(),
    picture,
    width: Math.max(0, int(o.width)),
    height: Math.max(0, int(o.height)),
    position: Math.max(0, int(o.position)),
    order: int(o.adOrder),
    startsAt,
    endsAt,
    seconds: Math.min(30, Math.max(0, int(o.pageTime))),
    target: to,
  };
}

/** A list of ads (bare or under `list`), in their order: position, then adOrder. */
export function parseAds(raw: unknown, now: number): Ad[] {
  return listOf(raw)
    .map((item) => parseAd(item, now))
    .filter((ad): ad is Ad => ad !== undefined)
    .sort((a, b) => a.position - b.position || a.order - b.order);
}

/** getStartPage: one ad, or null when there is none (the `empty` sentinel reads as not found before this). */
export function parseStartPage(raw: unknown, receivedAt: number): Ad | null {
  return parseAd(raw, receivedAt, 'startPage') ?? null;
}

/** getStartPagesAll: `{list}` of start pages. */
export function parseStartPages(raw: unknown, receivedAt: number): Ad[] {
  return parseAds(raw, receivedAt).map((ad) => ({ ...ad, place: 'startPage' as const }));
}

/** advEvent: how many the publisher counted (a second report of the day counts none). */
export function parseAdEvent(raw: unknown): { counted: number } {
  return { counted: int(rec(raw).counted) };
}
