import { Link } from 'react-router';
import { pictureUrl } from '~/features/lists/pictureUrl';
import { FollowButton } from '~/features/ui/follow/FollowButton';
import { useScrollKeep } from '~/features/ui/pager/useScrollKeep';
import { WorksTabs } from '~/features/ui/works/WorksTabs';
import { useI18n } from '~/i18n/context';
import { formatCount } from '~/lib/count';
import type { ReporterData } from './reporterData';
import head from '~/features/ui/works/ProfileHead.module.css';
import styles from './ReporterPage.module.css';

/**
 * A reporter's page, kept alive (spec §2): the card (photo, duty, post and fan counts, follow, 提问 when they answer a
 * 问吧 topic), then their articles or dynamics. Coming back from an article shows the same appended pages at the same
 * scroll.
 */
export function ReporterPage({ data }: { data: ReporterData }) {
  const { t } = useI18n();
  const { reporter } = data;
  useScrollKeep(`reporter:${reporter.id}:${data.tab}`);
  const photo = pictureUrl(reporter.photo);
  return (
    <div className={head.page}>
      <section className={head.head} aria-label={t('reporter.card')}>
        {photo && <img className={styles.photo} src={photo} alt="" width="64" height="64" decoding="async" />}
        <div className={head.who}>
          <h1 className={head.name}>{reporter.name}</h1>
          {reporter.duty && <p className={styles.duty}>{reporter.duty}</p>}
          <p className={head.figures}>{t('reporter.posts', { count: formatCount(reporter.articleCount) })}</p>
        </div>
        <FollowButton kind="reporter" id={reporter.id} fans={reporter.fans} buttonId="follow" />
      </section>
      {reporter.askTopicId > 0 && (
        // 提问: their 问吧 topic with its ask box open (#ask: topicDetail opens it, through login when needed)
        <p className={styles.ask}>
          <Link className={styles.askLink} to={`/topicDetail/${reporter.askTopicId}.html#ask`}>
            {t('reporter.ask', { name: reporter.name })}
          </Link>
        </p>
      )}
      {reporter.description && <p className={head.intro}>{reporter.description}</p>}
      <WorksTabs
        works={data}
        owner={`reporter:${reporter.id}`}
        texts={{
          label: t('reporter.card'),
          articles: t('reporter.allArticles'),
          dynamics: t('reporter.dynamics'),
          noArticles: t('reporter.noArticles'),
          noDynamics: t('reporter.noDynamics'),
        }}
      />
    </div>
  );
}
