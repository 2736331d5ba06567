// 我的提问 on the member's page: the member's 问吧 questions, newest first, each with how it stands (审核中, waiting
// for its answer, answered with a link to it, not accepted with the newsroom's reason).
import type { QuestionState } from '~/api/ask/entities';
import { useMemberRead } from '~/features/ui/member/useMemberRead';
import { useI18n } from '~/i18n/context';
import { MyList } from './MyList';

const stateKeys = {
  review: 'account.me.questionReview',
  waiting: 'account.me.questionWaiting',
  answered: 'account.me.questionAnswered',
  rejected: 'account.me.questionRejected',
} as const satisfies Record<QuestionState, string>;

export function MyQuestions() {
  const { t } = useI18n();
  const read = useMemberRead('ask', async (api) =>
    (await api.mine(0)).map((q) => ({
      key: q.id,
      title: q.text,
      to: q.state === 'answered' ? `/askDetail/${q.id}.html` : `/topicDetail/${q.topicId}.html`,
      state: t(stateKeys[q.state]),
      ...(q.state === 'rejected' && q.rejectReason ? { detail: q.rejectReason } : {}),
    })),
  );
  return (
    <MyList
      id="my-questions"
      heading={t('account.me.questions')}
      empty={t('account.me.questionsEmpty')}
      read={read}
    />
  );
}
