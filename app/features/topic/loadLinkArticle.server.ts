// A link article (articleType 4): its target, checked with the safe-URL rule before it becomes a link.
import { publisherForServer } from '~/api/server';
import { parseHostList } from '~/lib/hostList';
import { safeHttpUrl } from '~/lib/safeUrl';
import { wrongType, type WrongType } from './wrongType';

export type LinkView =
  | { kind: 'link'; title: string; summary: string; url: string; host: string; framed: boolean }
  | { kind: 'unsafe'; title: string }
  | WrongType;

/** the hosts whose pages the publisher lets us show inside the link page (the page's CSP frame-src lists them) */
const frameHosts = parseHostList(process.env.LINK_FRAME_HOSTS);

/** null: no such article. The target is only ever the article's own address, never one from the request. */
export async function loadLinkArticle(id: number): Promise<LinkView | null> {
  const article = await publisherForServer().article.getArticleContent({ id });
  if (!article) return null;
  if (article.type !== 4) return wrongType(article);
  const url = safeHttpUrl(article.url);
  if (!url) return { kind: 'unsafe', title: article.title };
  const { host } = new URL(url);
  return {
    kind: 'link',
    title: article.title,
    summary: article.summary,
    url,
    host,
    framed: frameHosts.includes(host),
  };
}
