import { useEffect, useRef, useState } from 'react';
import { useI18n } from '~/i18n/context';
import type { MessageKey } from '~/i18n/messages.server';
import { webShareUrl, type ShareChannel, type WebShareChannel } from '~/lib/shareLinks';
import { platform } from '~/platform/platform';
import { QrCode } from '../qrCode/QrCode';
import { copyText } from './copyText';
import { recordShare } from './recordShare';
import type { ShareCard } from './target';
import styles from './SharePanel.module.css';

export interface SharePanelProps {
  id: number;
  card: ShareCard;
  shareMode: boolean;
  onClose: () => void;
}

const webChannels: WebShareChannel[] = ['qq', 'weibo', 'facebook', 'twitter'];

type Shown = { kind: 'qr' } | { kind: 'status'; key: MessageKey } | undefined;

/**
 * The share panel (spec §2): messenger friends, moments, QQ, Weibo, Facebook, Twitter, the system's own sheet where
 * the browser has one, and copy link. Loaded on the first tap of the share button. Inside the messenger its
 * friends and moments point at the messenger's own menu (the page's card is configured there); elsewhere they show
 * the share address as a QR code to scan with the messenger.
 */
export default function SharePanel({ id, card, shareMode, onClose }: SharePanelProps) {
  const { t } = useI18n();
  const [shown, setShown] = useState<Shown>();
  const first = useRef<HTMLButtonElement>(null);
  const inMessenger = platform().isMessenger;
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  useEffect(() => {
    first.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const shared = (channel: ShareChannel) => recordShare(id, shareMode, channel);

  const messenger = (channel: 'messenger' | 'moments') => {
    shared(channel);
    setShown(inMessenger ? { kind: 'status', key: 'interaction.messengerHint' } : { kind: 'qr' });
  };

  const systemShare = async () => {
    try {
      await navigator.share({ title: card.title, text: card.description, url: card.url });
      shared('system');
    } catch {
      // the reader closed the system sheet: nothing was shared
    }
  };

  const copy = async () => {
    const done = await copyText(card.url);
    if (done) shared('copy');
    setShown({ kind: 'status', key: done ? 'interaction.copied' : 'interaction.copyFailed' });
  };

  return (
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div className={styles.sheet} role="dialog" aria-modal="true" aria-labelledby="share-panel-title">
        <h2 id="share-panel-title" className={styles.title}>
          {t('interaction.shareTo')}
        </h2>
        <ul className={styles.channels}>
          <li>
            <button
              ref={first}
              type="button"
              className={styles.channel}
              onClick={() => messenger('messenger')}
            >
              {t('interaction.channel.messenger')}
            </button>
          </li>
          <li>
            <button type="button" className={styles.channel} onClick={() => messenger('moments')}>
              {t('interaction.channel.moments')}
            </button>
          </li>
          {webChannels.map((channel) => (
            <li key={channel}>
              <a
                className={styles.channel}
                href={webShareUrl(channel, card)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => shared(channel)}
              >
                {t(`interaction.channel.${channel}`)}
              </a>
            </li>
          ))}
          {canShareNatively && (
            <li>
              <button type="button" className={styles.channel} onClick={() => void systemShare()}>
                {t('interaction.channel.system')}
              </button>
            </li>
          )}
          <li>
            <button type="button" className={styles.channel} onClick={() => void copy()}>
              {t('interaction.channel.copy')}
            </button>
          </li>
        </ul>
        {shown?.kind === 'qr' && (
          <div className={styles.qr}>
            <QrCode value={card.url} label={t('interaction.shareQr')} />
            <p>{t('interaction.scanWithMessenger')}</p>
          </div>
        )}
        <p className={styles.status} role="status">
          {shown?.kind === 'status' ? t(shown.key) : ''}
        </p>
        <button type="button" className={styles.close} onClick={onClose}>
          {t('interaction.close')}
        </button>
      </div>
    </div>
  );
}
