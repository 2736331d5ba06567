// askDetail's data, read and shaped on the server: an answered question, the same for every visitor.
import { publisherForServer } from '~/api/server';
import type { Translate } from '~/i18n/translate';
import type { QuestionView } from './askView';
import { presentQuestion } from './present.server';

/** null: no such question, or one not answered yet (public only once answered). */
export async function loadQuestion(id: number, t: Translate): Promise<QuestionView | null> {
  const api = publisherForServer().ask;
  const question = await api.question(id);
  if (!question) return null;
  // the answerer's role and avatar are the topic's; without it the question still reads
  const topic = question.topicId ? await api.topic(question.topicId).catch(() => null) : null;
  return presentQuestion(question, topic, Date.now(), t);
}
