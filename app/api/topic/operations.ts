// The topic area: special topics, tags, report sets and hot-point time axes.
import { appIf } from '../operation';
import { parseReportSet, parseSpecialTopic, parseSubject, parseTagPage, parseTimeline } from './parse';

export const topicOperations = {
  getSubSpecialArticles: appIf('getSubSpecialArticles', parseSpecialTopic, { cache: 'public', lookup: true }),
  getSubject: appIf('getSubject', parseSubject, { cache: 'public', lookup: true }),
  tagScreenArticles: appIf('tagScreenArticles', parseTagPage, { cache: 'public', lookup: true }),
  personageReports: appIf('personageReports', parseReportSet, { cache: 'public', lookup: true }),
  getTimeline: appIf('getTimeline', parseTimeline, { cache: 'public', lookup: true }),
};
