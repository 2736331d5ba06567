// The member's side of a product's page, after hydration (the page itself is the same for every visitor and cached):
// their points and limit, the exchange button in its state, the form, and what the exchange gave.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Exchanged, MemberStanding } from '~/api/shop/entities';
import { memberApi, needsLogin } from '~/features/ui/member/useMemberRead';
import { useI18n } from '~/i18n/context';
import { href } from '~/lib/paths';
import { platform } from '~/platform/platform';
import { ExchangeDone } from './ExchangeDone';
import { exchangeState, refusalText, type ExchangeState } from './exchangeState';
import { productPath } from './shopPaths';
import type { ProductView } from './productView';
import styles from './ProductPage.module.css';

const ExchangeForm = lazy(() => import('./ExchangeForm'));

type Reader =
  | { kind: 'loading' }
  | { kind: 'visitor' }
  | { kind: 'failed' }
  | { kind: 'member'; standing: MemberStanding };

/** `resume`: the reader started an exchange signed out and comes back from login to finish it. */
export function ExchangeBar({ product, resume }: { product: ProductView; resume: boolean }) {
  const { t } = useI18n();
  const [reader, setReader] = useState<Reader>({ kind: 'loading' });
  const [stock, setStock] = useState(product.stock);
  const [refused, setRefused] = useState<ExchangeState>();
  const [formOpen, setFormOpen] = useState(false);
  const [done, setDone] = useState<Exchanged>();

  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const { api, signedIn } = await memberApi('shop');
        if (!signedIn) return current && setReader({ kind: 'visitor' });
        const mine = await api.productForMember(product.id);
        if (!current) return;
        if (mine?.member) {
          setReader({ kind: 'member', standing: mine.member });
          setStock(mine.stock);
          if (resume && exchangeState(product, mine.stock, mine.member) === 'open') setFormOpen(true);
        } else setReader({ kind: 'failed' });
      } catch (error) {
        if (current) setReader({ kind: needsLogin(error) ? 'visitor' : 'failed' });
      }
    })();
    return () => {
      current = false;
    };
  }, [product, resume]);

  const standing = reader.kind === 'member' ? reader.standing : undefined;
  const state = refused ?? exchangeState(product, stock, standing);
  const back = productPath(product.id, true);

  const exchanged = (result: Exchanged) => {
    setDone(result);
    setFormOpen(false);
    setStock((s) => Math.max(0, s - 1));
    if (standing)
      setReader({
        kind: 'member',
        standing: {
          ...standing,
          points: result.pointsLeft,
          limitLeft: standing.limitLeft === null ? null : Math.max(0, standing.limitLeft - 1),
          // the address just used is the one offered next time, as the publisher will offer it
          ...(result.exchange.receiver ? { receiver: result.exchange.receiver } : {}),
        },
      });
  };

  return (
    <section className={styles.exchange} aria-label={t('shop.exchange')}>
      {standing && (
        <p className={styles.balance}>
          <span>{t('shop.balance', { count: standing.points })}</span>
          {standing.limitLeft !== null && state === 'open' && (
            <span>{t('shop.limitLeft', { count: standing.limitLeft })}</span>
          )}
        </p>
      )}
      {reader.kind === 'failed' && <p className={styles.note}>{t('shop.standingFailed')}</p>}
      {done && <ExchangeDone done={done} />}
      {formOpen ? (
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <ExchangeForm
            product={product}
            lastReceiver={standing?.receiver}
            onExchanged={exchanged}
            onRefused={(why) => {
              setRefused(why);
              if (why === 'soldOut') setStock(0);
              if (why === 'signIn') setReader({ kind: 'visitor' });
            }}
            onCancel={() => setFormOpen(false)}
          />
        </Suspense>
      ) : state !== 'open' ? (
        <p className={styles.closed} data-state={state} role="status">
          {t(refusalText[state])}
        </p>
      ) : reader.kind === 'member' || reader.kind === 'failed' ? (
        <button type="button" className={styles.button} onClick={() => setFormOpen(true)}>
          {t('shop.exchange')}
        </button>
      ) : (
        // loading, as the server draws it too: without JavaScript nobody is known, so the way in is the login
        <Link
          className={styles.button}
          to={href.login(back)}
          onClick={(event) => {
            if (!platform().isNativeApp) return;
            event.preventDefault();
            platform().openLogin();
          }}
        >
          {t('shop.signInToExchange')}
        </Link>
      )}
    </section>
  );
}
