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
import styles from './ArticlePage.module.css';

/** `foot`: what the route puts under the related articles (the comment section). */
export function ArticlePage({ article, foot }: { article: ArticleView; foot?: ReactNode }) {
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
      {article.interaction && <Interaction target={article.interaction} />}
      <div id={articleEndId} className={styles.end} />
      <Suspense fallback={null}>
        <relatedIsland.Component
          entries={article.related}
          recommended={article.recommended}
          ads={article.ads}
        />
      </Suspense>
      {foot}
      <ScrollToBottom />
    </article>
  );
}
