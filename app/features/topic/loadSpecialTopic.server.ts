// A special topic (专题, articleType 3), read on the server: its sub-columns with their first items.
import { publisherForServer } from '~/api/server';
import type { ListEntry } from '~/features/lists/listEntry';
import { pictureUrl } from '~/features/lists/pictureUrl';
import { interactionTarget } from '~/features/ui/interaction/shareCard.server';
import type { InteractionTarget } from '~/features/ui/interaction/target';
import type { Translate } from '~/i18n/translate';
import { presenter } from './presenter.server';
import { topicSections } from './topicSections';
import { wrongType, type WrongType } from './wrongType';

/** How many items each sub-column shows before its "more" link. */
export const FIRST_ITEMS = 5;

export interface TopicView {
  kind: 'topic';
  title: string;
  summary: string;
  banner?: string;
  sections: { id: number; name: string; entries: ListEntry[] }[];
  picturesLeft: boolean;
  /** the like and share bar, when the topic was opened with its article */
  interaction?: InteractionTarget;
  /** the topic's article is closed to comments */
  commentsClosed: boolean;
}

/**
 * `linkId` the topic's column (the list item's linkID), `fileId` its article (title, summary and banner picture).
 * With only the article, its linkID names the topic. null: nothing of that name.
 */
export async function loadSpecialTopic(q: {
  linkId?: number;
  fileId?: number;
  t: Translate;
  /** the page's address without its query, and whether it was opened as a shared link */
  canonical: string;
  share: boolean;
}): Promise<TopicView | WrongType | null> {
  const publisher = publisherForServer();
  const article = q.fileId ? await publisher.article.getArticleContent({ id: q.fileId }) : null;
  if (article && article.type !== 3) return wrongType(article);
  const linkId = q.linkId ?? article?.linkId;
  if (!linkId) return null;
  const [topic, { present, picturesLeft }, config] = await Promise.all([
    publisher.topic.specialTopic(linkId, FIRST_ITEMS),
    presenter(q.t),
    article ? publisher.session.getConfig() : undefined,
    topicSections.preload(),
  ]);
  if (!topic) return null;
  return {
    kind: 'topic',
    title: article?.title || topic.name,
    summary: article?.summary || topic.description,
    banner: pictureUrl(article?.picBig ?? article?.picMiddle ?? topic.banner),
    sections: topic.sections
      .map((s) => ({ id: s.id, name: s.name, entries: present(s.articles) }))
      .filter((s) => s.entries.length > 0),
    picturesLeft,
    ...(article && config
      ? { interaction: interactionTarget({ article, config, canonical: q.canonical, shareMode: q.share }) }
      : {}),
    commentsClosed: article?.discussClosed ?? false,
  };
}
