// Codes from spec §4 and §9 that travel to the publisher or analytics.

/** spec §4 object types for events and share */
export const objectTypes = {
  article: 0,
  accountArticle: 10,
  digital: 7,
  activity: 4,
  column: 5,
  circle: 18,
} as const;

/** spec §9 platform codes */
export const platformCodes = { android: 1, ios: 2, mobile: 3, pc: 5 } as const;

/** spec §9 share channels */
export const shareChannels = { messenger: 1, timeline: 2, sina: 3, qq: 4, meeTime: 5, album: 6 } as const;

/** spec §7 analytics record types */
export const analyticsTypes = {
  openArticle: 1000005,
  share: 1000009,
  comment: 1000013,
  like: 1000002,
} as const;

/** spec §9 */
export const appVersion = '6.2.8';

/** spec §9 event channel: 2 in the app, 3 in share mode, 1 otherwise. */
export function eventChannel(where: { inNativeApp: boolean; shareMode: boolean }): 1 | 2 | 3 {
  if (where.inNativeApp) return 2;
  if (where.shareMode) return 3;
  return 1;
}

/** spec §3 default search tabs; `name` is a catalog key, the spec's words are the zh catalog's. */
export const defaultSearchTabs = [
  { key: 'news', tclass: -1, id: 1, order: 1 },
  { key: 'video', tclass: 2, id: 3, order: 2 },
  { key: 'topic', tclass: 3, id: 4, order: 3 },
  { key: 'account', tclass: 15, id: 7, order: 4 },
] as const;
