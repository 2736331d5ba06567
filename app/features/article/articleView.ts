import type { Ad } from '~/api/ads/entities';
import type { BylineRole } from '~/api/article/entities';
import type { MetaDescriptor } from 'react-router';
import type { ListEntry } from '~/features/lists/listEntry';
import type { InteractionTarget } from '~/features/ui/interaction/target';
import type { LeadImage } from './bodyMedia.server';

export interface Credit {
  role: BylineRole;
  name: string;
}

/** The news detail as the page draws it: every word formatted and the body sanitised on the server. */
export interface ArticleView {
  id: number;
  columnId: number;
  title: string;
  leadTitle: string;
  subtitle: string;
  source: string;
  /** publish time as text, e.g. 2026-11-21 09:30 */
  time?: string;
  /** view count as text, when the site shows it */
  views?: string;
  /** spec §3 byline roles after the source, in the spec's order */
  credits: Credit[];
  /** sanitised body HTML: the only HTML the page renders */
  bodyHtml: string;
  /** the body's first picture, preloaded from the head with high priority (it is usually the LCP element) */
  leadImage?: LeadImage;
  related: ListEntry[];
  /** recommended reading (other columns), under the related articles */
  recommended: ListEntry[];
  /** the article's ads, under its body before the comments; none where it says advClosed (docs/ads.md) */
  ads: Ad[];
  /** spec §4: not published (aStatus other than 1) or opened with the preview flags */
  preview: boolean;
  /** closed to comments (discussClosed): the comment section offers no box */
  commentsClosed: boolean;
  /** share mode (isShare=true) reports reads on its own channel */
  share: boolean;
  /** a printed article's way back to its page of the paper */
  paperPage?: { href: string; label: string };
  /** like, favourite, share: the bar's data (absent in preview: the newsroom's eyes only) */
  interaction?: InteractionTarget;
  /** the share card's title, and the head's tags made on the server (articleMeta.server.ts) */
  meta: { title: string; head: MetaDescriptor[] };
}
