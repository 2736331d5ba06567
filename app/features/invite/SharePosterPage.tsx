// shareinvite.html (您的专属邀请码): a poster to screenshot and share: who invites, the code, and a QR code of the
// invite link (invitedToDownload), which records the code on the friend's phone and offers the download.
import { useHref } from 'react-router';
import type { InviteCode } from '~/api/invite/entities';
import { useSiteOrigin } from '~/features/shell/siteOrigin';
import { QrCode } from '~/features/ui/qrCode/QrCode';
import { useMemberRead } from '~/features/ui/member/useMemberRead';
import { useI18n } from '~/i18n/context';
import { InviteStates } from './InviteStates';
import { inviteHref } from './links';
import styles from './Invite.module.css';

export function SharePosterPage() {
  const { t } = useI18n();
  const { state, retry } = useMemberRead('invite', async (api) => ({
    code: await api.myCode(),
    uid: api.memberId() ?? '',
  }));
  return (
    <section className={styles.page} aria-labelledby="poster-title" aria-busy={state.kind === 'loading'}>
      <h1 id="poster-title" className={styles.title}>
        {t('invite.shareTitle')}
      </h1>
      <InviteStates state={state} retry={retry} />
      {state.kind === 'ready' && <Poster {...state.data} />}
    </section>
  );
}

function Poster({ code, uid }: { code: InviteCode; uid: string }) {
  const { t } = useI18n();
  // the router's own address of the page (base path included), made absolute on the site's public origin for the scanner
  const path = useHref(inviteHref.invitedToDownload(uid, code.code));
  const siteOrigin = useSiteOrigin();
  const link = `${siteOrigin}${path}`;
  return (
    <figure className={styles.poster}>
      {code.member.nickname && <p>{t('invite.posterFrom', { name: code.member.nickname })}</p>}
      <p className={styles.bigCode}>{code.code}</p>
      <QrCode value={link} label={t('invite.qrLabel')} />
      <figcaption>
        <p>{t('invite.scan')}</p>
        {code.message && <p className={styles.muted}>{code.message}</p>}
        <p className={styles.muted}>{t('invite.posterHint')}</p>
      </figcaption>
    </figure>
  );
}
