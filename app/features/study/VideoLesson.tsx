import { useEffect, useRef } from 'react';
import type { StudySession } from '~/api/study/entities';
import { VideoPlayer } from '~/features/ui/videoPlayer/VideoPlayer';
import type { LessonView } from './courseView';
import { mediaSampling, pauseWhenHidden, restartAtEnd, resumeFrom } from './mediaSampling';
import type { Sampling } from './useStudySession';

/** A video lesson in the site's player, started at once (the tap on 开始学习 was the gesture), from where they were. */
export function VideoLesson({
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
  const media = useRef<HTMLVideoElement | null>(null);
  sampling.current = mediaSampling(() => media.current);
  useEffect(() => pauseWhenHidden(() => media.current), []);
  const startAt = resumeFrom(session.position);
  const found = (video: HTMLVideoElement) => {
    if (media.current === video) return;
    media.current = video;
    restartAtEnd(video, startAt);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onPause);
  };
  return (
    <VideoPlayer
      video={{ url: lesson.media ?? '', title: lesson.title }}
      autoPlay
      startAt={startAt}
      onMedia={found}
    />
  );
}
