import { PublisherError, STATUS } from '../../envelope.ts';

/**
 * A report without a live session (never started, started again elsewhere, or idle too long): 10311 (ours) with
 * HTTP 409. Nothing is counted; the page calls studyStart again and carries on from the member's progress.
 */
export const STUDY_SESSION_GONE = 10311;

export const sessionGone = () => new PublisherError(409, STUDY_SESSION_GONE, '学习会话已失效，请重新开始');

export const noLesson = () => new PublisherError(404, STATUS.error, '课时不存在');
