import { useState } from 'react';
import { ActivityFacts } from './ActivityFacts';
import type { ActivityView } from './activityView';
import { Entrants } from './Entrants';
import { SignUpBar } from './SignUpBar';
import styles from './ActivityPage.module.css';
import { SanitisedHtml } from '~/features/ui/sanitisedHtml/SanitisedHtml';

export function ActivityPage({ activity: drawn }: { activity: ActivityView }) {
  // the server's count may predate the member's own entry (its reads are cached for seconds): the bar's read is exact
  const [entries, setEntries] = useState(drawn.entries);
  const activity = entries === drawn.entries ? drawn : { ...drawn, entries };
  return (
    <article className={styles.page}>
      <ActivityFacts activity={activity} />
      {/* the one place the page renders HTML: the body, cut to the article allow-list on the server */}
      <SanitisedHtml className={styles.body} html={activity.bodyHtml} />
      <Entrants entrants={activity.entrants} total={activity.entries} />
      <SignUpBar activity={activity} onEntries={setEntries} />
    </article>
  );
}
