import { DiscardedAccount as Discarded } from '~/features/ui/discarded/DiscardedAccount';
import { useI18n } from '~/i18n/context';
import { href } from '~/lib/paths';

/**
 * spec §4: a closed, withdrawn or banned account's info is not shown; this says so and offers other accounts. A
 * default export: xyDetail loads it as an island, only for such an account (its first load has no room for it).
 */
export default function DiscardedAccount() {
  const { t } = useI18n();
  return (
    <Discarded
      title={t('subscription.discardedTitle')}
      message={t('subscription.discarded')}
      more={{ to: href.subscriptionList(), label: t('subscription.moreAccounts') }}
    />
  );
}
