// An article's audio, as the body's first figure (loadArticle.server.ts puts it there).
import type { ArticleAudio } from '~/api/article/entities';
import type { Translate } from '~/i18n/translate';
import { safeHttpUrl } from '~/lib/safeUrl';
import { escapeAttribute, escapeText } from './bodyMedia.server';

/**
 * An article's audio: the browser's own player, which works without JavaScript; the idle shell upgrades it
 * (app/features/ui/audioPlayer: play/pause, seek, elapsed and total time, speed, one sound at a time, a mini bar).
 * Its words travel as data attributes, so the upgrade needs no catalog of its own.
 */
export function audioFigure(audio: ArticleAudio, t: Translate): string {
  const url = safeHttpUrl(audio.url);
  if (!url) return '';
  const title = audio.title || t('article.audio.title');
  const words = {
    'data-title': title,
    'data-play': t('article.audio.play'),
    'data-pause': t('article.audio.pause'),
    'data-seek': t('article.audio.seek'),
    'data-speed': t('article.audio.speed'),
    'data-bar': t('article.audio.bar'),
  };
  const attributes = Object.entries(words)
    .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
    .join(' ');
  return (
    `<figure data-audio ${attributes}><figcaption>${escapeText(title)}</figcaption>` +
    `<audio controls preload="metadata" src="${escapeAttribute(url)}"></audio></figure>`
  );
}
