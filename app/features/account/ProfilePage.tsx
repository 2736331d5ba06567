import { Avatar } from '~/features/ui/avatar/Avatar';
import { useI18n } from '~/i18n/context';
import { ProfileRemarks } from './ProfileRemarks';
import type { ProfileData } from './profileData';
import styles from './ProfilePage.module.css';

/**
 * A member's public page (userDetail): nickname and avatar, what they said in public (today their chat in lives;
 * comments on articles join when the comments area lands) and, in `circles`, their public circles and posts there
 * (the circle area's, which the route hands over).
 */
export function ProfilePage({ data, circles }: { data: ProfileData; circles: React.ReactNode }) {
  const { t } = useI18n();
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-label={t('account.profile.card')}>
        <Avatar icon={data.avatar} size="large" />
        <h1 className={styles.name}>{data.nickname}</h1>
      </section>
      <h2 className={styles.heading}>{t('account.profile.remarks')}</h2>
      <ProfileRemarks data={data} />
      <h2 className={styles.heading}>{t('account.profile.posts')}</h2>
      {circles}
    </div>
  );
}
