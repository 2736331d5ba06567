// Issue 40, "every section a tap away": a crawl of the server HTML from home.html, following links only (no
// JavaScript, as a reader without it or a search engine would), must reach every public page kind of app/routes.ts
// and find a link home on every page it opens. A route added later is held to it by existing: it fails here until
// something links it, unless it is listed below with its reason.
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../../app/routes';
import { expect, test } from '../support/fixtures';
import { appUrl, basePath } from '../support/ports';

/** Route ids that are not pages a reader reaches by tapping from home, with why. */
const notReachedByLinks: Record<string, string> = {
  index: 'the alias of home.html',
  'routes/settings': 'the language, theme and text-size forms’ address, not a page',
  'routes/unknown': 'any unknown address (it sends home)',
  'routes/getUserInfo': 'a step of messenger sign-in, opened by the login page in the messenger only',
  'routes/registrationDetail': 'a member’s own entry, linked from 我的活动 once signed in',
  'routes/signupdetail': '我的活动: a member’s page, reached from 我的 once signed in',
  'routes/writeOff': 'the voucher check a voucher’s QR code opens at the desk',
  'routes/invite': 'a member’s invite code, reached from 我的 once signed in',
  'routes/shareinvite': 'a member’s invite poster, reached from invite.html',
  'routes/integralShop': 'a member’s points, reached from 我的 once signed in',
  'routes/invitedToDownload': 'the invite link a member shares',
  'routes/activityVoteWeb': 'the shared variant of a vote page, opened from a share link',
  'routes/mvodShare': 'the shared variant of a short video, opened from a share link',
  'routes/columnShare': 'the shared variant of a column, opened from a share link',
  'routes/previewPDF': 'a member’s certificate (积分明细, a course) as a PDF',
  'routes/onlineStudy': 'a member’s course, reached from 我的 once signed in',
  'routes/productDetail': 'a product of the points shop, reached from 积分明细 (a member’s page)',
  'routes/newQaDetail':
    'the newer apps’ address of an inquiry (qaDetail is the same page), opened from their shares',
  'routes/tipoffDetail':
    'a member’s own tip-off, reached from 我的报料 once signed in; a published one leads to its article',
  'routes/inputArticleDetail': 'a member’s own submission, reached from 我的投稿 once signed in',
  myInputArticles: '我的投稿: a member’s page, reached from 我的 once signed in',
  'routes/friendsCircleDetail': 'the shared variant of a circle post, opened from a share link',
  'routes/userDetail':
    'a member’s public page: nothing links it yet (a commenter’s name as a link crowded the comment’s buttons)',
};

/**
 * At most this many pages of one kind, per set of query names, are opened: enough to follow their links (a reporter's
 * ?tab=dynamics is a bucket of its own), few enough for one test.
 */
const pagesPerKind = 4;

interface Kind {
  id: string;
  pattern: RegExp;
  params: number;
}

function kindsOf(entries: RouteConfigEntry[]): Kind[] {
  return entries.flatMap((entry) => {
    if (entry.path === undefined) return kindsOf(entry.children ?? []);
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, '');
    const source = entry.path
      .split('/')
      .map((segment) =>
        segment === '*'
          ? '.*'
          : segment
              .replace(/[.]/g, '\\.')
              .replace(/:[\w-]+(\?)?/g, (_m, optional) => (optional ? '[^/]*' : '[^/]+')),
      )
      .join('/')
      // an optional segment may be absent with its slash
      .replace(/\/\[\^\/\]\*/g, '(?:/[^/]*)?');
    return [{ id, pattern: new RegExp(`^${source}$`), params: entry.path.split(':').length - 1 }];
  });
}

const kinds = kindsOf(routes);

/** The route kind of a path under the base path: of those that match, the one with the fewest parameters, as the
 * router ranks static segments first (paperSharePage.html is the latest issue's route, not the day's). */
function kindOf(path: string): string | undefined {
  const matching = kinds.filter((k) => k.id !== 'routes/unknown' && k.pattern.test(path));
  return matching.sort((a, b) => a.params - b.params)[0]?.id;
}

function linksOf(html: string, from: URL): URL[] {
  return [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].flatMap(([, raw]) => {
    try {
      const url = new URL(raw!.replaceAll('&amp;', '&'), from);
      url.hash = '';
      return url.origin === from.origin && url.pathname.startsWith(basePath) ? [url] : [];
    } catch {
      return [];
    }
  });
}

test('a crawl of the server HTML from home reaches every public page kind, each with a link home', async ({
  request,
}) => {
  test.setTimeout(240_000);
  const start = new URL(`${basePath}home.html`, appUrl);
  const queue: URL[] = [start];
  const seen = new Set<string>([start.href]);
  const opened = new Map<string, string[]>();
  const reached = new Set<string>();
  const withoutHome: string[] = [];
  const broken: string[] = [];

  while (queue.length) {
    const url = queue.shift()!;
    const kind = kindOf(url.pathname.slice(basePath.length));
    if (!kind) continue;
    const bucket = `${kind}?${[...new Set(url.searchParams.keys())].sort().join('&')}`;
    const pages = opened.get(bucket) ?? [];
    if (pages.length >= pagesPerKind) continue;
    pages.push(url.pathname + url.search);
    opened.set(bucket, pages);
    reached.add(kind);
    const response = await request.get(url.href, { maxRedirects: 0 });
    if (response.status() !== 200) {
      broken.push(`${response.status()} ${url.pathname}${url.search}`);
      continue;
    }
    const html = await response.text();
    const links = linksOf(html, url);
    if (!links.some((link) => link.pathname === `${basePath}home.html`)) withoutHome.push(url.pathname);
    for (const link of links) {
      if (seen.has(link.href)) continue;
      seen.add(link.href);
      queue.push(link);
    }
  }

  const unreached = kinds.map((k) => k.id).filter((id) => !reached.has(id) && !(id in notReachedByLinks));
  expect(broken, 'links that answer other than 200').toEqual([]);
  expect(withoutHome, 'pages without a link to home.html').toEqual([]);
  expect(
    unreached,
    'page kinds no link from home reaches (link them, or say why in notReachedByLinks)',
  ).toEqual([]);
});
