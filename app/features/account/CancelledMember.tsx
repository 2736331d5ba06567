import { DiscardedAccount } from '~/features/ui/discarded/DiscardedAccount';
import { useI18n } from '~/i18n/context';

/** userDetail of a member who deleted their account: nothing of theirs, only that it is gone, and the way home. */
export function CancelledMember() {
  const { t } = useI18n();
  return <DiscardedAccount title={t('account.cancelledTitle')} message={t('account.cancelled')} />;
}
