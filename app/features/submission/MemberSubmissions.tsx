// 我的投稿, read in the browser with the member's token: to one call (on the call's page) or all (their own page).
import { MemberStates } from '~/features/ui/member/MemberStates';
import { useMemberRead } from '~/features/ui/member/useMemberRead';
import { useI18n } from '~/i18n/context';
import { SubmissionList } from './SubmissionList';

export function MemberSubmissions({ callId }: { callId?: number }) {
  const { t } = useI18n();
  const { state, retry } = useMemberRead('submission', (api) => api.mine(callId));
  if (state.kind !== 'ready')
    return (
      <MemberStates
        state={state}
        loginText={t('submission.mine.login')}
        loginLabel={t('submission.login')}
        failedText={t('submission.failed')}
        retry={retry}
      />
    );
  return <SubmissionList submissions={state.data} withCall={callId === undefined} />;
}
