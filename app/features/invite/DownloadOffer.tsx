// The app's store links (Android package, App Store). After hydration the link for the reader's phone comes first,
// marked; in the messenger, which blocks downloads, a tap shows the open-in-browser overlay instead (spec §2, §8).
import { useEffect, useState, type MouseEvent } from 'react';
import { showOpenElsewhere } from '~/features/shell/overlayStore';
import { useI18n } from '~/i18n/context';
import { phoneOs, type PhoneOs } from '~/platform/phoneOs';
import { platform } from '~/platform/platform';
import type { DownloadLinks } from './loadInvite.server';
import styles from './Invite.module.css';

export function DownloadOffer({ links }: { links: DownloadLinks }) {
  const { t } = useI18n();
  const [where, setWhere] = useState<{ os: PhoneOs; messenger: boolean }>({ os: 'other', messenger: false });
  useEffect(() => setWhere({ os: phoneOs(), messenger: platform().isMessenger }), []);
  if (!links.android && !links.ios) return <p className={styles.notice}>{t('invite.noLinks')}</p>;
  const inMessenger = (event: MouseEvent) => {
    if (!where.messenger) return;
    event.preventDefault();
    showOpenElsewhere('browser');
  };
  const offers = [
    { os: 'android' as const, url: links.android, label: t('invite.android') },
    { os: 'ios' as const, url: links.ios, label: t('invite.ios') },
  ].filter((o): o is { os: 'android' | 'ios'; url: string; label: string } => Boolean(o.url));
  offers.sort((a, b) => Number(b.os === where.os) - Number(a.os === where.os));
  return (
    <ul className={styles.downloads}>
      {offers.map((o) => (
        <li key={o.os}>
          <a
            className={o.os === where.os ? styles.primary : styles.secondary}
            href={o.url}
            rel="noopener"
            data-os={o.os}
            onClick={inMessenger}
          >
            {o.label}
          </a>
          {o.os === where.os && <span className={styles.muted}>{t('invite.forThisPhone')}</span>}
        </li>
      ))}
    </ul>
  );
}
