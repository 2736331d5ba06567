import { personageReports } from './reports.ts';
import { getSubSpecialArticles } from './special.ts';
import { getSubject } from './subject.ts';
import { tagScreenArticles } from './tags.ts';
import { getTimeline } from './timeline.ts';

/** Collections of articles around a subject: special topics, tags, report sets and hot-point time axes. */
export const topicOperations = [
  getSubSpecialArticles,
  getSubject,
  tagScreenArticles,
  personageReports,
  getTimeline,
];
