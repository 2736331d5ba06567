import type { PublisherContext } from '../../context.ts';
import { topicById, topicCounts } from './read.ts';
import { topicWire } from './wire.ts';

/**
 * getSubject's 问吧 form (`siteID&id`, Founder's subject): the topic, its answerer and its counts; an unknown id is
 * `data:"empty"`. getSubject's 专题 form (`columnId`) is topic/subject.ts, which hands `id` calls here
 * (docs/publisher-interface.md, "问吧").
 */
export async function askSubject(ctx: PublisherContext, id: number) {
  const topic = await topicById(ctx.db, id);
  if (!topic) return 'empty';
  return topicWire(ctx, topic, await topicCounts(ctx.db, id));
}
