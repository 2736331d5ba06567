import { useEffect, useRef } from 'react';
import type { StudySession } from '~/api/study/entities';
import { useI18n } from '~/i18n/context';
import type { LessonView } from './courseView';
import { mediaSampling, pauseWhenHidden, restartAtEnd, resumeFrom } from './mediaSampling';
import type { Sampling } from './useStudySession';

/**
 * An audio lesson in the site's audio player: the browser's <audio> in the figure the player upgrades (play/pause,
 * seek, time, speed, the mini bar), its words as data attributes as articles give them.
 */
export function AudioLesson({
  lesson,
  session,
  sampling,
  onPause,
}: {
  lesson: LessonView;
  session: StudySession;
  sampling: { current: Sampling };
  onPause: () => void;
}) {
  const { t } = useI18n();
  const figure = useRef<HTMLElement>(null);
  const audio = useRef<HTMLAudioElement>(null);
  sampling.current = mediaSampling(() => audio.current);
  useEffect(() => pauseWhenHidden(() => audio.current), []);
  useEffect(() => {
    const media = audio.current;
    if (!media) return;
    const start = resumeFrom(session.position);
    if (start) media.currentTime = start;
    restartAtEnd(media, start);
    media.addEventListener('pause', onPause);
    media.addEventListener('ended', onPause);
    let undo: (() => void) | undefined;
    let gone = false;
    void import('~/features/ui/audioPlayer/enhanceAudio').then(({ enhanceAudio }) => {
      if (!gone && figure.current?.parentElement) undo = enhanceAudio(figure.current.parentElement);
    });
    return () => {
      gone = true;
      undo?.();
      media.removeEventListener('pause', onPause);
      media.removeEventListener('ended', onPause);
    };
  }, [session, onPause]);
  return (
    <div>
      <figure
        ref={figure}
        data-audio=""
        data-title={lesson.title}
        data-play={t('study.audio.play')}
        data-pause={t('study.audio.pause')}
        data-seek={t('study.audio.seek')}
        data-speed={t('study.audio.speed')}
        data-bar={t('study.audio.bar')}
      >
        <figcaption>{lesson.title}</figcaption>
        <audio ref={audio} controls preload="metadata" src={lesson.media} />
      </figure>
    </div>
  );
}
