// tipoffDetail/<id>.html: a published tip-off comes drawn by the server, the same for everyone; any other is read
// in the browser with the member's token, and is there only for its author (the publisher answers nobody else, and
// an id that never was alike: the page says "not found or not yours").
import { Link } from 'react-router';
import type { Tipoff } from '~/api/tipoff/entities';
import { MemberStates } from '~/features/ui/member/MemberStates';
import { useMemberRead } from '~/features/ui/member/useMemberRead';
import { useI18n } from '~/i18n/context';
import { TipoffStory } from './TipoffStory';
import { tipoffPaths } from './paths';
import styles from './Tipoff.module.css';

function MemberTipoff({ id }: { id: number }) {
  const { t } = useI18n();
  const { state, retry } = useMemberRead('tipoff', (api) => api.mine(id));
  if (state.kind !== 'ready')
    return (
      <MemberStates
        state={state}
        loginText={t('tipoff.loginToSee')}
        loginLabel={t('tipoff.login')}
        failedText={t('tipoff.failed')}
        retry={retry}
      />
    );
  if (!state.data)
    return (
      <p role="status" className={styles.text} data-not-found>
        {t('tipoff.notFound')}
      </p>
    );
  return <TipoffStory tipoff={state.data} />;
}

export function TipoffDetailPage({ id, published }: { id: number; published: Tipoff | null }) {
  const { t } = useI18n();
  return (
    <section className={styles.page} aria-labelledby="tipoff-page-title">
      <h1 id="tipoff-page-title" className={styles.title}>
        {t('tipoff.title')}
      </h1>
      {published ? <TipoffStory tipoff={published} /> : <MemberTipoff id={id} />}
      <p className={styles.mine}>
        <Link className={styles.action} to={tipoffPaths.form()}>
          {t('tipoff.new')}
        </Link>
      </p>
    </section>
  );
}
