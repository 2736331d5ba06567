import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useI18n } from '~/i18n/context';
import type { MessageKey } from '~/i18n/messages.server';
import { webShareUrl, type ShareChannel, type WebShareChannel } from '~/lib/shareLinks';
import { platform } from '~/platform/platform';
import { QrCode } from '../qrCode/QrCode';
import { ChannelIcon } from './ChannelIcon';
import { copyText } from './copyText';
import type { PosterDialogProps } from './poster/PosterDialog';
import { recordShare } from './recordShare';
import type { ShareCard } from './target';
import styles from './SharePanel.module.css';

export interface SharePanelProps {
  /** the article a share counts on (its share count, analytics and points: recordShare) */
  id: number;
  card: ShareCard;
  shareMode: boolean;
  /**
   * false on a page that is not an article (a 问吧 question): its id is no article's, and counting it would count a
   * share for whichever article has that number
   */
  counted?: boolean;
  onClose: () => void;
}

const webChannels: WebShareChannel[] = ['qq', 'weibo', 'facebook', 'twitter'];

type Shown = { kind: 'qr' } | { kind: 'status'; key: MessageKey } | undefined;

/**
 * The share panel (spec §2): messenger friends, moments, QQ, Weibo, Facebook, Twitter, the system's own sheet where
 * the browser has one, and copy link. Loaded on the first tap of the share button. Inside the messenger its
 * friends and moments point at the messenger's own menu (the page's card is configured there); elsewhere they show
 * the share address as a QR code to scan with the messenger. 海报 draws a poster in the same sheet (its code loads on
 * that tap).
 */
export default function SharePanel({ id, card, shareMode, counted = true, onClose }: SharePanelProps) {
  const { t } = useI18n();
  const [shown, setShown] = useState<Shown>();
  const first = useRef<HTMLButtonElement>(null);
  const inMessenger = platform().isMessenger;
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const [Poster, setPoster] = useState<ComponentType<PosterDialogProps>>();
  const [posterOpen, setPosterOpen] = useState(false);
  const posterButton = useRef<HTMLButtonElement>(null);
  // Escape closes the poster first, then the panel
  const escape = useRef(onClose);
  escape.current = posterOpen ? () => setPosterOpen(false) : onClose;

  useEffect(() => {
    first.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && escape.current();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  // back from the poster: focus returns to the button that opened it
  const posterWasOpen = useRef(false);
  useEffect(() => {
    if (posterWasOpen.current && !posterOpen) posterButton.current?.focus();
    posterWasOpen.current = posterOpen;
  }, [posterOpen]);

  const shared = (channel: ShareChannel) => {
    if (counted) recordShare(id, shareMode, channel);
  };

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

  const openPoster = async () => {
    const loaded = await import('./poster/PosterDialog');
    setPoster(() => loaded.default);
    setPosterOpen(true);
  };

  const copy = async () => {
    const done = await copyText(card.url);
    if (done) shared('copy');
    setShown({ kind: 'status', key: done ? 'interaction.copied' : 'interaction.copyFailed' });
  };

  return (
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose()}>
      {Poster && posterOpen && (
        <Poster
          id={id}
          card={card}
          className={styles.sheet}
          onMade={() => shared('poster')}
          onClose={() => setPosterOpen(false)}
        />
      )}
      <div
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby="share-panel-title"
        hidden={posterOpen}
      >
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
              <ChannelIcon channel="messenger" className={styles.icon} />
              <span>{t('interaction.channel.messenger')}</span>
            </button>
          </li>
          <li>
            <button type="button" className={styles.channel} onClick={() => messenger('moments')}>
              <ChannelIcon channel="moments" className={styles.icon} />
              <span>{t('interaction.channel.moments')}</span>
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
                <ChannelIcon channel={channel} className={styles.icon} />
                <span>{t(`interaction.channel.${channel}`)}</span>
              </a>
            </li>
          ))}
          <li>
            <button
              ref={posterButton}
              type="button"
              className={styles.channel}
              aria-haspopup="dialog"
              onClick={() => void openPoster()}
            >
              <ChannelIcon channel="poster" className={styles.icon} />
              <span>{t('interaction.channel.poster')}</span>
            </button>
          </li>
          {canShareNatively && (
            <li>
              <button type="button" className={styles.channel} onClick={() => void systemShare()}>
                <ChannelIcon channel="system" className={styles.icon} />
                <span>{t('interaction.channel.system')}</span>
              </button>
            </li>
          )}
          <li>
            <button type="button" className={styles.channel} onClick={() => void copy()}>
              <ChannelIcon channel="copy" className={styles.icon} />
              <span>{t('interaction.channel.copy')}</span>
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
