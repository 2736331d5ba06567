import { ActivityFacts } from './ActivityFacts';
import type { ActivityView } from './activityView';
import { Entrants } from './Entrants';
import { SignUpBar } from './SignUpBar';
import styles from './ActivityPage.module.css';

export function ActivityPage({ activity }: { activity: ActivityView }) {
  return (
    <article className={styles.page}>
      <ActivityFacts activity={activity} />
      {/* the one place the page renders HTML: the body, cut to the article allow-list on the server */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: activity.bodyHtml }} />
      <Entrants entrants={activity.entrants} total={activity.entries} />
      <SignUpBar activity={activity} />
    </article>
  );
}
