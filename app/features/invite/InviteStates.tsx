import { MemberStates } from '~/features/ui/member/MemberStates';
import type { MemberRead } from '~/features/ui/member/useMemberRead';
import { useI18n } from '~/i18n/context';

/** What the invite pages show before the member's code (loading, the way to login, a failure), in the invite words. */
export function InviteStates<T>({ state, retry }: { state: MemberRead<T>; retry: () => void }) {
  const { t } = useI18n();
  return (
    <MemberStates
      state={state}
      loginText={t('invite.loginFirst')}
      loginLabel={t('invite.login')}
      failedText={t('invite.failed')}
      retry={retry}
    />
  );
}
