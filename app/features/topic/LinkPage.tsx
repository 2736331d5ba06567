import { useI18n } from '~/i18n/context';
import type { LinkView } from './loadLinkArticle.server';
import { Notice, WrongTypePage } from './Notice';
import styles from './TopicPages.module.css';

/**
 * Where a link article leads, said before the reader goes on with one tap (docs/h5.md: why not a redirect); a page
 * on a host the publisher allows is shown framed below, with the same link to open it whole.
 */
export function LinkPage({ view }: { view: LinkView }) {
  const { t } = useI18n();
  if (view.kind === 'wrongType') return <WrongTypePage view={view} message={t('topic.link.notLink')} />;
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{view.title}</h1>
        {view.kind === 'link' && view.summary && <p className={styles.summary}>{view.summary}</p>}
      </header>
      {view.kind === 'unsafe' ? (
        <Notice message={t('topic.link.unsafe')} />
      ) : (
        <div className={styles.notice}>
          <p>
            {t(view.framed ? 'topic.link.framedFrom' : 'topic.link.leaving')} <strong>{view.host}</strong>
          </p>
          <a className={styles.go} href={view.url} rel="noopener noreferrer nofollow">
            {t(view.framed ? 'topic.link.openFull' : 'topic.link.go')}
          </a>
        </div>
      )}
      {view.kind === 'link' && view.framed && (
        // a host the publisher named (LINK_FRAME_HOSTS): its page inside ours, sandboxed, never able to navigate ours
        <iframe
          className={styles.frame}
          src={view.url}
          title={view.title}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          referrerPolicy="no-referrer"
        />
      )}
    </article>
  );
}
