// Every route's title goes through pageTitle(): the spec's `?title=` overrides it (spec §2 page modes).
import { describe, expect, it } from 'vitest';
import type { ShellData } from '~/features/shell/shellData';
import type { PageCatalog } from '~/i18n/catalogText';
import { catalogTexts, rootAreas, type CatalogArea } from '~/i18n/messages.server';
import { pageModesFrom } from '~/lib/pageModes';
import * as home from './home';
import * as login from './login';
import * as newsDetail from './newsDetail';

interface RouteModule {
  handle?: { catalogs?: readonly CatalogArea[] };
  meta: (args: never) => object[];
}

function shell(query: string): ShellData {
  return {
    lang: 'zh',
    catalog: catalogTexts('zh', rootAreas),
    theme: { colours: 'light' },
    settings: { theme: 'light', textSize: 'standard' },
    modes: pageModesFrom(new URLSearchParams(query)),
    site: { origin: 'https://news.example', name: '青岚日报', logo: '', showSearch: true, hasApp: false },
  };
}

/** What React Router hands a route's meta(): the root's and the route's matches with their loader data. */
function metaOf(route: RouteModule, query: string, data: object = {}) {
  const catalog: PageCatalog = catalogTexts('zh', route.handle?.catalogs ?? []);
  const page = { ...data, catalog };
  const matches = [
    { id: 'root', data: shell(query), loaderData: shell(query), handle: undefined, meta: [] },
    { id: 'page', data: page, loaderData: page, handle: route.handle, meta: [] },
  ];
  return route.meta({ data: page, loaderData: page, matches } as never) as Record<string, unknown>[];
}

const titleOf = (route: RouteModule, query: string, data?: object) =>
  metaOf(route, query, data).find((tag) => 'title' in tag)?.title;

const article = {
  meta: { title: '青岚江大桥合龙', head: [{ property: 'og:title', content: '青岚江大桥合龙' }] },
  preview: false,
};

describe('page titles', () => {
  it('home: its own title and the site name, or the query’s title', () => {
    expect(titleOf(home, '')).toBe('首页 - 青岚日报');
    expect(titleOf(home, 'title=今日青岚')).toBe('今日青岚');
  });

  it('login: its own title and the site name, or the query’s title', () => {
    expect(titleOf(login, '')).toBe('登录 - 青岚日报');
    expect(titleOf(login, 'title=会员登录')).toBe('会员登录');
  });

  it('news detail: the article’s title alone, or the query’s title; the share card keeps the article’s', () => {
    expect(titleOf(newsDetail, '', article)).toBe('青岚江大桥合龙');
    expect(titleOf(newsDetail, 'title=大桥专题', article)).toBe('大桥专题');
    const card = metaOf(newsDetail, 'title=大桥专题', article).find((tag) => tag.property === 'og:title');
    expect(card?.content).toBe('青岚江大桥合龙');
  });
});
