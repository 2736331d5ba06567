// 我的问政 on the member's page: the member's inquiries to departments, newest first, each with where it stands
// (审核中, refused by review, waiting to be accepted, or its latest step), each opening its page (qaDetail, which
// shows the asker their own before it is public).
import type { MyInquiry } from '~/api/qa/entities';
import { useMemberRead } from '~/features/ui/member/useMemberRead';
import { useI18n } from '~/i18n/context';
import { MyList } from './MyList';

const stateOf = (q: MyInquiry) =>
  `account.me.inquiryState.${q.rejected ? 'rejected' : q.inReview ? 'review' : q.step}` as const;

export function MyInquiries() {
  const { t } = useI18n();
  const read = useMemberRead('qa', async (api) =>
    (await api.mine(0)).map((q) => ({
      key: q.id,
      title: q.title,
      to: `/qaDetail/${q.id}.html`,
      state: t(stateOf(q)),
    })),
  );
  return (
    <MyList
      id="my-inquiries"
      heading={t('account.me.inquiries')}
      empty={t('account.me.inquiriesEmpty')}
      read={read}
    />
  );
}
