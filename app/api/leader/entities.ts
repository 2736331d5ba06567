// The leader area's entities (PUBLISHER_API §4.9 people fields).
import type { ArticleSummary } from '../lists/entities';

export interface Leader {
  id: number;
  name: string;
  photo?: string;
  duty: string;
  description: string;
}

/** A leader with the reports of their activities. */
export interface LeaderView {
  leader: Leader;
  reports: ArticleSummary[];
}
