import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArticleBody } from './ArticleBody';
import { ArticleHeader } from './ArticleHeader';
import type { ArticleView } from './articleView';
import { Credits } from './Credits';
import { StoryLinks } from './StoryLinks';
import { PreviewBanner } from './PreviewBanner';
import { relatedIsland } from './relatedIsland';
import { articleEndId, ScrollToBottom } from './ScrollToBottom';
import { Interaction } from '~/features/ui/interaction/Interaction';
import { RememberRead } from '~/features/ui/readingHistory/RememberRead';
import type { DockComments } from '~/features/ui/interaction/InteractionBar';
import styles from './ArticlePage.module.css';

/**
 * `foot`: what the route puts under the related articles (the comment section). `dock`: its comments, for the action
 * bar that stays at the foot of the screen while the article and its related lists are read, and rests above the
 * comments (outside share mode; inline in the native app: docs/interaction.md).
 */
export function ArticlePage({
  article,
  foot,
  dock,
}: {
  article: ArticleView;
  foot?: ReactNode;
  dock?: DockComments;
}) {
  const docked = dock !== undefined && article.interaction?.shareMode === false;
  return (
    <article className={styles.page}>
      {article.preview && <PreviewBanner />}
      {article.paperPage && (
        <Link className={styles.paperPage} to={article.paperPage.href}>
          {article.paperPage.label}
        </Link>
      )}
      <ArticleHeader article={article} />
      {!article.preview && <RememberRead id={article.id} title={article.title} />}
      <ArticleBody html={article.bodyHtml} />
      <Credits credits={article.credits} />
      <StoryLinks reporters={article.reporters} tags={article.tags} />
      {article.interaction && !docked && <Interaction target={article.interaction} />}
      <div id={articleEndId} className={styles.end} />
      <Suspense fallback={null}>
        <relatedIsland.Component
          entries={article.related}
          recommended={article.recommended}
          ads={article.ads}
        />
      </Suspense>
      {article.interaction && docked && <Interaction target={article.interaction} dock={dock} />}
      {foot}
      <ScrollToBottom />
    </article>
  );
}
