// 我的报料 and 我的投稿 on the member's page: what they sent the newsroom, newest first, each with where it stands.
import { useMemberRead } from '~/features/ui/member/useMemberRead';
import { useI18n } from '~/i18n/context';
import { MyList } from './MyList';

export function MyTipoffs() {
  const { t } = useI18n();
  const read = useMemberRead('tipoff', async (api) =>
    (await api.myTipoffs()).map((tip) => ({
      key: tip.id,
      title: tip.title,
      to: `/tipoffDetail/${tip.id}.html`,
      state: t(`account.me.tipoffState.${tip.state}` as const),
    })),
  );
  return (
    <MyList
      id="my-tipoffs"
      heading={t('account.me.tipoffs')}
      empty={t('account.me.tipoffsEmpty')}
      read={read}
    />
  );
}

export function MySubmissions() {
  const { t } = useI18n();
  const read = useMemberRead('submission', async (api) =>
    (await api.mine()).map((s) => ({
      key: s.id,
      title: s.title,
      to: `/inputArticleDetail/${s.id}.html`,
      state: t(`account.me.submissionState.${s.status}` as const),
    })),
  );
  return (
    <MyList
      id="my-submissions"
      heading={t('account.me.submissions')}
      empty={t('account.me.submissionsEmpty')}
      read={read}
    />
  );
}
