// One lesson being studied: a session opened with studyStart (where to resume), a one-second tick that counts real
// study time (StudyClock), and reports every ~12 s, when the tab is hidden, when the media pauses (flush), when the
// page goes away (keepalive) and as soon as the lesson looks done. A session the publisher no longer knows (another
// device took over, or it sat idle) is opened again and the count goes on from the member's progress.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { isSessionGone } from '~/api/study/client';
import type { StudyCount, StudySession } from '~/api/study/entities';
import { memberApi, needsLogin } from '~/features/ui/member/useMemberRead';
import type { LessonView } from './courseView';
import { StudyClock } from './studyClock';

/** What the lesson's player tells the count, asked on every tick. */
export interface Sampling {
  /** playing (video, audio), or on screen and being read (article); the tab's visibility is checked here */
  studying(): boolean;
  /** where the member is, in seconds */
  position(): number;
}

const reportEveryMs = 12_000;
/** docs/study.md: a lesson is done once 90% of its length is counted */
const doneShare = 0.9;

export type SessionStatus = 'starting' | 'ready' | 'failed' | 'signIn';

export function useStudySession(
  lesson: LessonView,
  sampling: RefObject<Sampling>,
  onCount: (count: StudyCount) => void,
) {
  const [status, setStatus] = useState<SessionStatus>('starting');
  const [session, setSession] = useState<StudySession>();
  const [counted, setCounted] = useState(0);
  const [studying, setStudying] = useState(false);
  const [reportFailed, setReportFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const flushRef = useRef<() => void>(() => undefined);
  const countRef = useRef(onCount);
  countRef.current = onCount;

  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const { api } = await memberApi('study');
        const opened = await api.start(lesson.id);
        if (!current) return;
        setSession(opened);
        setCounted(opened.counted);
        setStatus('ready');
      } catch (error) {
        if (current) setStatus(needsLogin(error) ? 'signIn' : 'failed');
      }
    })();
    return () => {
      current = false;
    };
  }, [lesson.id, attempt]);

  useEffect(() => {
    if (!session) return;
    const clock = new StudyClock();
    const need = Math.ceil(lesson.duration * doneShare);
    let sessionId = session.sessionId;
    let serverCounted = session.counted;
    let lastPosition = session.position;
    let done = session.done;
    let sending = 0;
    let lastReport = performance.now();
    const shown = () => Math.min(lesson.duration, serverCounted + sending + clock.unreported);

    const report = async (keepalive = false) => {
      const position = Math.min(lesson.duration, Math.max(0, Math.floor(sampling.current?.position() ?? 0)));
      const seconds = clock.take();
      if (seconds === 0 && position === lastPosition) return;
      lastReport = performance.now();
      lastPosition = position;
      sending += seconds;
      try {
        const { api } = await memberApi('study');
        const count = await api.report({ lessonId: lesson.id, sessionId, position, seconds }, { keepalive });
        serverCounted = count.counted;
        done ||= count.done;
        setReportFailed(false);
        countRef.current(count);
      } catch (error) {
        if (isSessionGone(error)) {
          // the time since the old session is not the new one's: the publisher counts from the new start
          const { api } = await memberApi('study');
          const reopened = await api.start(lesson.id).catch(() => undefined);
          if (reopened) {
            sessionId = reopened.sessionId;
            serverCounted = reopened.counted;
          }
        } else {
          clock.giveBack(seconds);
          setReportFailed(true);
        }
      } finally {
        sending -= seconds;
      }
    };

    const tick = () => {
      const now = performance.now();
      const on = document.visibilityState === 'visible' && (sampling.current?.studying() ?? false);
      clock.tick(now, on);
      setStudying(on);
      setCounted(shown());
      if (sending === 0 && (now - lastReport >= reportEveryMs || (!done && shown() >= need))) void report();
    };
    const onVisibility = () => {
      tick();
      if (document.visibilityState === 'hidden') void report();
    };
    const onPageHide = () => void report(true);
    flushRef.current = () => {
      tick();
      void report();
    };
    const timer = window.setInterval(tick, 1000);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      flushRef.current = () => undefined;
      tick();
      void report(true);
    };
  }, [session, lesson, sampling]);

  const flush = useCallback(() => flushRef.current(), []);
  const retry = useCallback(() => {
    setStatus('starting');
    setAttempt((n) => n + 1);
  }, []);
  return { status, session, counted, studying, reportFailed, flush, retry };
}
