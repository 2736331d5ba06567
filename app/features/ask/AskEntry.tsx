import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useI18n } from '~/i18n/context';
import { href } from '~/lib/paths';
import { ASK_FRAGMENT } from './askPaths';
import styles from './Ask.module.css';

const AskBox = lazy(() => import('./AskBox'));

/**
 * 我要提问: a link to login (and back to the box) in the server HTML, so it works without JavaScript; once the page
 * is alive a member's tap opens the ask box, loaded then with the upload widget (never in the first load). Back from
 * login (#ask), the box opens by itself.
 */
export function AskEntry({ topicId, answerer }: { topicId: number; answerer: string }) {
  const { t } = useI18n();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const back = href.login(`${location.pathname}${location.search}#${ASK_FRAGMENT}`);

  useEffect(() => {
    if (location.hash === `#${ASK_FRAGMENT}`) setOpen(true);
  }, [location.hash]);

  return (
    <section id={ASK_FRAGMENT} className={styles.askArea} aria-label={t('ask.askLabel', { name: answerer })}>
      {open ? (
        <Suspense fallback={<p className={styles.muted}>{t('ask.loading')}</p>}>
          <AskBox topicId={topicId} answerer={answerer} loginPath={back} onClose={() => setOpen(false)} />
        </Suspense>
      ) : (
        <Link
          className={styles.askButton}
          to={back}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          {t('ask.ask', { name: answerer })}
        </Link>
      )}
    </section>
  );
}
