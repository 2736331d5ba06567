// askDetail's data, read and shaped on the server: an answered question, the same for every visitor, with its share
// card (the page's head and the share panel's).
import type { MetaDescriptor } from 'react-router';
import { publisherForServer } from '~/api/server';
import { cardPicture, posterOf, shareUrlOf } from '~/features/ui/interaction/shareCard.server';
import { shareMeta } from '~/features/ui/interaction/shareMeta.server';
import type { Translate } from '~/i18n/translate';
import { objectTypes } from '~/lib/codes';
import { shareDescription } from '~/lib/share';
import type { QuestionView } from './askView';
import { presentQuestion } from './present.server';
import type { QuestionActionsProps } from './QuestionActions';
import { questionActions } from './QuestionPage';

export interface QuestionDetail {
  question: QuestionView;
  actions: QuestionActionsProps;
  head: MetaDescriptor[];
}

/** null: no such question, or one not answered yet (public only once answered). */
export async function loadQuestion(request: {
  id: number;
  t: Translate;
  /** the page's address without its query (what a share opens, in share mode) */
  canonical: string;
  shareMode: boolean;
}): Promise<QuestionDetail | null> {
  const publisher = publisherForServer();
  const api = publisher.ask;
  // the like and share island, loaded for the server's render
  const island = questionActions.preload();
  const [question, config] = await Promise.all([api.question(request.id), publisher.session.getConfig()]);
  await island;
  if (!question) return null;
  // the answerer's role and avatar are the topic's; without it the question still reads
  const topic = question.topicId ? await api.topic(question.topicId).catch(() => null) : null;
  const view = presentQuestion(question, topic, Date.now(), request.t);
  const pictures = [...view.pictures, ...view.answerPictures];
  const image = cardPicture(pictures, config.appShareLogo || config.appLogo);
  const card = {
    title: view.text,
    description: shareDescription(view.answer),
    ...(image ? { image } : {}),
    poster: posterOf(config, pictures),
  };
  return {
    question: view,
    actions: {
      id: view.id,
      likes: view.likes,
      shareMode: request.shareMode,
      // spec §4 has no object type for a question: a question and its answer are read as an article is (0)
      share: { ...card, url: shareUrlOf(request.canonical), objectType: objectTypes.article },
    },
    head: shareMeta({ card, canonical: request.canonical, siteName: config.appName }),
  };
}
