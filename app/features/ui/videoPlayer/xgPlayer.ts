// xgplayer 3 behind VideoPlayer: only ever reached by dynamic import (a tap on play).
import Player, { Events } from 'xgplayer';
import 'xgplayer/dist/index.min.css';
import type { Language } from '~/i18n/locales';

export interface MountOptions {
  url: string;
  poster?: string;
  /** an .m3u8 stream: played natively where the browser can, else through xgplayer-hls (MSE) */
  hls: boolean;
  lang: Language;
  /** where to start, in seconds (a lesson resumed where the member stopped) */
  startTime?: number;
  onPlaying: () => void;
  onError: () => void;
}

function nativeHls(): boolean {
  return document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== '';
}

/** Plays `url` in `element` at once (the tap was the gesture); returns the clean-up. */
export function mountXgPlayer(element: HTMLElement, options: MountOptions): () => void {
  let player: Player | undefined;
  let gone = false;
  const start = async () => {
    const plugins = [];
    if (options.hls && !nativeHls()) {
      const { default: HlsPlugin } = await import('xgplayer-hls');
      if (!HlsPlugin.isSupported()) throw new Error('no HLS in this browser');
      plugins.push(HlsPlugin);
    }
    if (gone) return;
    player = new Player({
      el: element,
      url: options.url,
      poster: options.poster,
      width: '100%',
      height: '100%',
      autoplay: true,
      startTime: options.startTime ?? 0,
      playsinline: true,
      // the messenger's X5 browser plays inline on the page instead of taking over the screen
      'x5-video-player-type': 'h5-page',
      videoAttributes: {
        playsinline: 'true',
        'webkit-playsinline': 'true',
        'x5-playsinline': 'true',
        'x5-video-player-type': 'h5-page',
      },
      lang: options.lang === 'zh' ? 'zh-cn' : 'en',
      plugins,
    });
    // xgplayer's option lists (speed) scroll but hold no focusable item: make them reachable by keyboard
    const reachableLists = () =>
      element.querySelectorAll('.xg-options-list').forEach((list) => list.setAttribute('tabindex', '0'));
    player.once(Events.READY, reachableLists);
    player.once(Events.PLAYING, () => {
      reachableLists();
      options.onPlaying();
    });
    player.on(Events.ERROR, options.onError);
  };
  start().catch(options.onError);
  return () => {
    gone = true;
    player?.destroy();
    player = undefined;
  };
}
