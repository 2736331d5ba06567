// The article audio player, built on the server's <figure data-audio> (bodyMedia.server.ts): the browser's
// controls give way to play/pause, a seek bar, elapsed and total time and a speed button; while it plays out of
// view, a mini bar at the foot of the screen keeps it in reach. Loaded only on pages that have audio.
import { clockTime } from '~/lib/media';
import './audioPlayer.css';

/** The speeds the button steps through, from normal. */
export const speeds = [1, 1.25, 1.5, 2, 0.75] as const;

export function nextSpeed(current: number): number {
  const at = speeds.findIndex((speed) => speed === current);
  return speeds[(at + 1) % speeds.length]!;
}

function speedText(rate: number): string {
  return `${Number(rate.toFixed(2))}x`;
}

interface Words {
  title: string;
  play: string;
  pause: string;
  seek: string;
  speed: string;
  bar: string;
}

function wordsOf(figure: HTMLElement): Words {
  const d = figure.dataset;
  return {
    title: d.title ?? '',
    play: d.play ?? '',
    pause: d.pause ?? '',
    seek: d.seek ?? '',
    speed: d.speed ?? '',
    bar: d.bar ?? '',
  };
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  attributes: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  return el;
}

/** A play/pause button that follows the audio. */
function playButton(audio: HTMLAudioElement, words: Words, className: string) {
  const button = element('button', `audioPlayer__play ${className}`, { type: 'button' });
  const show = () => {
    button.setAttribute('aria-label', audio.paused ? words.play : words.pause);
    button.dataset.state = audio.paused ? 'paused' : 'playing';
  };
  button.addEventListener('click', () => void (audio.paused ? audio.play().catch(() => {}) : audio.pause()));
  for (const type of ['play', 'pause', 'ended']) audio.addEventListener(type, show);
  show();
  return button;
}

function timeText(audio: HTMLAudioElement): string {
  return `${clockTime(audio.currentTime)} / ${clockTime(audio.duration)}`;
}

/** The mini bar: one per page, for whichever audio played last. */
function miniBar(audio: HTMLAudioElement, figure: HTMLElement, words: Words) {
  const bar = element('div', 'audioPlayer__bar', { role: 'region', 'aria-label': words.bar });
  bar.hidden = true;
  const title = element('span', 'audioPlayer__barTitle');
  title.textContent = words.title;
  const time = element('span', 'audioPlayer__time');
  bar.append(playButton(audio, words, 'audioPlayer__play--small'), title, time);
  const tick = () => (time.textContent = timeText(audio));
  audio.addEventListener('timeupdate', tick);
  tick();

  let inView = true;
  const update = () => {
    // shown while the reader has scrolled the player away and it is playing (or paused mid-way)
    bar.hidden = inView || (audio.paused && audio.currentTime === 0) || audio.ended;
  };
  const watcher = new IntersectionObserver(([entry]) => {
    inView = Boolean(entry?.isIntersecting);
    update();
  });
  watcher.observe(figure);
  for (const type of ['play', 'pause', 'ended']) audio.addEventListener(type, update);
  document.body.append(bar);
  return () => {
    watcher.disconnect();
    bar.remove();
  };
}

function upgrade(figure: HTMLElement): (() => void) | undefined {
  const audio = figure.querySelector('audio');
  if (!audio) return undefined;
  const words = wordsOf(figure);
  figure.dataset.audioReady = '';
  audio.controls = false;
  audio.preload = 'metadata';

  const controls = element('div', 'audioPlayer');
  const seek = element('input', 'audioPlayer__seek', {
    type: 'range',
    min: '0',
    max: '0',
    step: '1',
    value: '0',
    'aria-label': words.seek,
  });
  const time = element('span', 'audioPlayer__time', { 'aria-live': 'off' });
  const speed = element('button', 'audioPlayer__speed', { type: 'button', 'aria-label': words.speed });
  let seeking = false;

  const tick = () => {
    if (Number.isFinite(audio.duration)) seek.max = String(Math.floor(audio.duration));
    if (!seeking) seek.value = String(Math.floor(audio.currentTime));
    seek.setAttribute('aria-valuetext', timeText(audio));
    time.textContent = timeText(audio);
  };
  seek.addEventListener('input', () => {
    seeking = true;
    time.textContent = `${clockTime(Number(seek.value))} / ${clockTime(audio.duration)}`;
  });
  seek.addEventListener('change', () => {
    audio.currentTime = Number(seek.value);
    seeking = false;
  });
  speed.addEventListener('click', () => {
    audio.playbackRate = nextSpeed(audio.playbackRate);
    speed.textContent = speedText(audio.playbackRate);
  });
  speed.textContent = speedText(audio.playbackRate);
  for (const type of ['loadedmetadata', 'durationchange', 'timeupdate', 'seeked']) {
    audio.addEventListener(type, tick);
  }
  tick();

  controls.append(playButton(audio, words, ''), seek, time, speed);
  figure.append(controls);
  const removeBar = miniBar(audio, figure, words);
  return () => {
    removeBar();
    controls.remove();
    audio.controls = true;
    delete figure.dataset.audioReady;
  };
}

/** Upgrades every audio figure not yet upgraded; the returned function undoes it (a page change). */
export function enhanceAudio(root: ParentNode): () => void {
  const undo = [...root.querySelectorAll<HTMLElement>('[data-audio]:not([data-audio-ready])')]
    .map(upgrade)
    .filter((u) => u !== undefined);
  return () => undo.forEach((u) => u());
}
