// 我的活动 on the member's page: the activities they signed up for, latest first, each opening its entry and voucher
// (registrationDetail); the first page here, all of them on signupdetail.html.
import { Link } from 'react-router';
import { useMemberRead } from '~/features/ui/member/useMemberRead';
import { useI18n } from '~/i18n/context';
import { formatDate } from '~/lib/dateFormat';
import { href } from '~/lib/paths';
import { MyList } from './MyList';
import styles from './MemberAccount.module.css';

/** the member's page shows the latest few; the page of their own lists them all */
const shown = 5;

export function MyActivities() {
  const { t } = useI18n();
  const read = useMemberRead('activity', async (api) => {
    const all = await api.myActivities(0);
    return all.slice(0, shown).map((a) => ({
      key: a.id,
      title: a.title,
      to: href.registrationDetail(a.id),
      ...(a.startAt > 0 ? { state: formatDate(a.startAt) } : {}),
    }));
  });
  return (
    <MyList
      id="my-activities"
      heading={t('mine.activities')}
      empty={t('mine.activitiesEmpty')}
      read={read}
      foot={
        <p className={styles.text}>
          <Link to={href.myActivities()}>{t('mine.all')}</Link>
        </p>
      }
    />
  );
}
