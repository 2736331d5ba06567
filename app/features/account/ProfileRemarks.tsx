import { Link } from 'react-router';
import { MoreLink } from '~/features/ui/pager/MoreLink';
import { usePagedList } from '~/features/ui/pager/usePagedList';
import { useI18n } from '~/i18n/context';
import { formatDate } from '~/lib/dateFormat';
import { profilePageQuery, type ProfileData, type RemarkEntry } from './profileData';
import styles from './ProfilePage.module.css';

/** What the member said in public, newest first, as text; 20 a page, more appended in place. */
export function ProfileRemarks({ data }: { data: ProfileData }) {
  const { t } = useI18n();
  const more = usePagedList<ProfileData, RemarkEntry>({
    first: data.remarks,
    key: `profile:${data.uid}`,
    query: profilePageQuery,
    select: (d) => d.remarks,
  });
  return (
    <section aria-label={t('account.profile.remarks')}>
      {more.items.length === 0 ? (
        <p className={styles.empty}>{t('account.profile.noRemarks')}</p>
      ) : (
        <ol className={styles.remarks}>
          {more.items.map((r) => (
            <li key={r.id} className={styles.remark}>
              <p className={styles.text}>{r.content}</p>
              <p className={styles.where}>
                <time dateTime={new Date(r.time).toISOString()}>
                  {formatDate(r.time, 'YYYY-MM-DD HH:mm')}
                </time>
                <Link to={r.to}>
                  {t(r.on === 'article' ? 'account.profile.onArticle' : 'account.profile.inLive', {
                    title: r.where,
                  })}
                </Link>
              </p>
            </li>
          ))}
        </ol>
      )}
      <MoreLink more={more} empty={more.items.length === 0} />
    </section>
  );
}
