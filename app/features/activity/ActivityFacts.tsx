import head from '~/features/ui/eventHead/EventHead.module.css';
import { useI18n } from '~/i18n/context';
import { formatDate } from '~/lib/dateFormat';
import type { ActivityView } from './activityView';
import { phaseLabel } from './signUpState';

const when = (ms: number) => (ms ? formatDate(ms, 'YYYY-MM-DD HH:mm') : '');

/** Title, phase, and the facts a reader decides on: when, where, who, the sign-up window and the places. */
export function ActivityFacts({ activity }: { activity: ActivityView }) {
  const { t } = useI18n();
  const facts: [string, string][] = [
    [t('activity.time'), `${when(activity.startAt)} – ${when(activity.endAt)}`],
    [t('activity.place'), activity.place],
    [t('activity.organizer'), activity.organizer],
    [t('activity.signUpWindow'), `${when(activity.signStartAt)} – ${when(activity.signEndAt)}`],
  ];
  return (
    <header className={head.head}>
      {activity.image && <img className={head.banner} src={activity.image} alt="" width={750} height={422} />}
      <h1 className={head.title}>{activity.title}</h1>
      <p className={head.phase} data-phase={activity.phase}>
        {t(phaseLabel[activity.phase])}
      </p>
      <dl className={head.facts}>
        {facts
          .filter(([, value]) => value.trim() !== '–' && value !== '')
          .map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        <div>
          <dt>{t('activity.entries', { count: activity.entries })}</dt>
          <dd>{activity.quota > 0 ? t('activity.quota', { count: activity.quota }) : ''}</dd>
        </div>
      </dl>
    </header>
  );
}
