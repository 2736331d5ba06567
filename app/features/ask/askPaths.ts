// 问吧's addresses (kept out of lib/paths.ts, which every page carries in its first load).
import type { QuestionOrder } from './askView';

export const topicPath = (id: number, order: QuestionOrder = 'latest', page = 0) => {
  const query = new URLSearchParams();
  if (order === 'hot') query.set('tab', 'hot');
  if (page > 0) query.set('page', String(page));
  const search = query.toString();
  return `/topicDetail/${id}.html${search ? `?${search}` : ''}`;
};

export const questionPath = (id: number) => `/askDetail/${id}.html`;

/** the ask box's anchor: back from login, the box opens again */
export const ASK_FRAGMENT = 'ask';
