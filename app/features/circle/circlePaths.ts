// The circles' own addresses, kept here rather than in app/lib/paths.ts (that table travels in every page's first
// load, and only the circles' pages link to these).

export type CircleTab = 'new' | 'hot';

/** a circle's page; `tab` hot for 最热, `page` from 0 */
export function circlePath(id: number, tab: CircleTab = 'new', page = 0): string {
  const query = [tab === 'hot' ? 'tab=hot' : '', page > 0 ? `page=${page}` : ''].filter(Boolean).join('&');
  return `/circleDetail/${id}.html${query ? `?${query}` : ''}`;
}

export const postPath = (id: number) => `/postDetail/${id}.html`;

/** a moment shared out of a circle: the post's share landing (docs/circle.md) */
export const momentPath = (id: number) => `/friendsCircleDetail/${id}.html`;

/** the spec's noticeDetail.html names its notice in the query */
export const noticePath = (id: number) => `/noticeDetail.html?id=${id}`;
