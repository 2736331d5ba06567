// The open live kept current, and what the reader sees of it: new reports in place at the top, a notice when
// scrolled into the list, nothing at all while the tab is hidden (its title counts the unread reports instead).
// The socket and catch-up (followLive.ts) load after the page is up.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveChatMessage, LiveReport } from '~/api/live/entities';
import type { LiveStatus } from '~/api/lists/entities';
import { bookOf, mergeReports, newReportCount, type ReportBook, unreadTitle } from '~/lib/liveFeed';
import { safeHttpUrl } from '~/lib/safeUrl';
import type { LiveDetailView } from './liveView';

export interface LiveFeed {
  book: ReportBook;
  status: LiveStatus;
  chat: LiveChatMessage[];
  addChat: (message: LiveChatMessage) => void;
  /** new reports held back while the reader is scrolled into the list */
  waiting: number;
  /** shows what was held back */
  showWaiting: () => void;
  /** the publisher has confirmed the subscription (at least once) */
  following: boolean;
}

/** Pictures only from http(s) addresses, as on the server. */
function safeReport(report: LiveReport): LiveReport {
  return { ...report, pictures: report.pictures.flatMap((p) => safeHttpUrl(p) ?? []) };
}

/** The page's title without an unread count. */
function baseTitle(): string {
  return document.title.replace(/^\(\d+\+?\) /, '');
}

export function useLiveFeed(live: LiveDetailView, list: React.RefObject<HTMLElement | null>): LiveFeed {
  const [book, setBook] = useState<ReportBook>(() => bookOf(live.reports));
  const [status, setStatus] = useState<LiveStatus>(live.status);
  const [chat, setChat] = useState<LiveChatMessage[]>(live.chat);
  const [waiting, setWaiting] = useState(0);
  const [following, setFollowing] = useState(false);
  // a message arrives once, whether pushed or answered to its own poster
  const addChat = useCallback(
    (message: LiveChatMessage) =>
      setChat((current) => (current.some((m) => m.id === message.id) ? current : [message, ...current])),
    [],
  );
  // what arrived but is not drawn yet, and the book as drawn (read by handlers, not by renders)
  const held = useRef<LiveReport[]>([]);
  const shown = useRef(book);
  shown.current = book;

  const showWaiting = useCallback(() => {
    const incoming = held.current;
    held.current = [];
    setWaiting(0);
    setBook((current) => mergeReports(current, incoming));
    if (list.current && list.current.getBoundingClientRect().top < 0) list.current.scrollIntoView();
  }, [list]);

  /** In place when the list's start is in view; else the notice; a hidden tab only counts. */
  const show = useCallback(() => {
    if (held.current.length === 0) return;
    if (document.hidden) {
      document.title = unreadTitle(baseTitle(), newReportCount(shown.current, held.current));
      return;
    }
    const top = list.current?.getBoundingClientRect().top ?? 0;
    if (top >= 0) showWaiting();
    else setWaiting(newReportCount(shown.current, held.current));
  }, [list, showWaiting]);

  useEffect(() => {
    const socket = live.socket;
    if (!socket) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('./followLive').then(({ followLive }) => {
      if (stopped) return;
      stop = followLive(
        { id: live.id, status: live.status, version: live.version, socket },
        {
          reports: (reports) => {
            held.current = [...held.current, ...reports.map(safeReport)];
            show();
          },
          status: setStatus,
          following: () => setFollowing(true),
          chat: addChat,
          back: () => {
            document.title = baseTitle();
            show();
          },
        },
      );
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [live.id, live.status, live.version, live.socket, show, addChat]);

  return { book, status, chat, addChat, waiting, showWaiting, following };
}
