// Where tapping a list item goes, by articleType, in the original's URL shapes (spec §2, PUBLISHER_API §8). H5
// opens the publisher's page (docs/h5.md); a type without a page of its own opens the news detail, which reads any.
import { ArticleType, type ArticleSummary } from '~/api/lists/entities';
import { safeHttpUrl } from '~/lib/safeUrl';

export type ItemLink = { kind: 'internal'; to: string } | { kind: 'external'; url: string };

/**
 * The detail pages read by column and id, by type code (0 news, 1 gallery, 2 video): `<name>Detail/<columnId>/<fileId>`.
 * Kept this small on purpose: every list on every page carries it in its first load.
 */
const detailPages = ['news', 'image', 'video'];
/** the router's base path: a link article (4) whose url is a page under it opens that page here (docs/wayfinding.md) */
const basePath = import.meta.env.BASE_URL;

/** Items that stand for a thing of another area carry it in linkID (else their own id) and open its page. */
const pagesByLinkId: Partial<Record<number, string>> = {
  [ArticleType.activity]: 'activity',
  [ArticleType.activityItem]: 'activity',
  [ArticleType.inquiry]: 'qa',
  [ArticleType.askTopic]: 'topic',
  [ArticleType.circle]: 'circle',
  [ArticleType.call]: 'seekArticle',
  [ArticleType.account]: 'xy',
};

/** Where an item goes needs only these of it: a member's favourite (myFav) has no more. */
type Linked = Pick<ArticleSummary, 'type' | 'id' | 'columnId' | 'linkId' | 'url'>;

export function itemLink({ type, id, columnId, linkId, url }: Linked): ItemLink {
  const h5 = type === ArticleType.h5 && safeHttpUrl(url);
  if (h5) return { kind: 'external', url: h5 };
  // this edition's reader entries (docs/tipoff.md, docs/submission.md): the tip-off form, a call for submissions
  if (type === ArticleType.tipoffEntry) return { kind: 'internal', to: '/tipoffDetail.html' };
  // 我要问政 (docs/qa.md): the inquiry form with the departments' ranking
  if (type === ArticleType.inquiryEntry) return { kind: 'internal', to: '/qaDetail.html' };
  // the home's entry cards: a touch page (订阅号, 影响力榜, leaders, a time axis, votes) set as a link in the CMS
  if (type === ArticleType.link && url?.startsWith(basePath) && !url.includes('//'))
    return { kind: 'internal', to: url.slice(basePath.length - 1) };
  const ownPage = pagesByLinkId[type];
  const path = ownPage
    ? `${ownPage}/${linkId || id}`
    : type === ArticleType.topic && linkId
      ? `spec/${linkId}/${id}`
      : type === ArticleType.link
        ? `link/${id}`
        : type === ArticleType.live && linkId
          ? `live/${id}/${linkId}`
          : // a video in no column is a short video (docs/paper.md): the vertical player
            type === ArticleType.video && !columnId
            ? `minVideo/${id}`
            : `${detailPages[type] ?? detailPages[0]}/${columnId}/${id}`;
  // the first segment names the page: spec → specDetail, news → newsDetail
  return { kind: 'internal', to: `/${path.replace('/', 'Detail/')}.html` };
}
