// The topic area's client.
import type { Core } from '../core';
import type { ReportSet, SpecialTopic, Subject, TagPage, Timeline } from './entities';
import { topicOperations as ops } from './operations';

export interface TopicApi {
  /** `columnId` the topic's column (a topic item's linkID); `count` items per sub-column. null: not found */
  specialTopic(columnId: number, count?: number): Promise<SpecialTopic | null>;
  /** the topic `columnId` belongs to (the topic's column or one of its sub-columns). null: none */
  subject(columnId: number): Promise<Subject | null>;
  /** `page` from 0, 20 a page. null: not found */
  tagArticles(tagId: number, page: number): Promise<TagPage | null>;
  reportSet(id: number, page: number): Promise<ReportSet | null>;
  timeline(id: number): Promise<Timeline | null>;
}

export function createTopicApi(core: Core): TopicApi {
  return {
    specialTopic: (columnId, count = 5) => core.call(ops.getSubSpecialArticles, { columnId, count }),
    subject: (columnId) => core.call(ops.getSubject, { columnId }),
    tagArticles: (tagId, page) => core.call(ops.tagScreenArticles, { tagId, page }),
    reportSet: (id, page) => core.call(ops.personageReports, { id, page }),
    timeline: (id) => core.call(ops.getTimeline, { id }),
  };
}
