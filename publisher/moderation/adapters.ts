import { questionModeration } from '../app-if/ask/moderation.ts';
import { inquiryModeration } from '../app-if/qa/moderation.ts';
import { commentModeration } from '../app-if/comments/moderation.ts';
import { postModeration } from '../app-if/circle/moderation.ts';
import { chatModeration } from '../app-if/live/chat-moderation.ts';
import type { ModerationAdapter } from './adapter.ts';
import type { ModerationKind } from './kinds.ts';
import { nicknameModeration } from './nickname.ts';
import { tipoffModeration } from '../app-if/tipoff/moderation.ts';
import { submissionModeration } from '../app-if/submission/moderation.ts';

/** Each kind's adapter, one line per kind that is stored somewhere (questions, tip-offs… add theirs here). */
export const MODERATION_ADAPTERS: Partial<Record<ModerationKind, ModerationAdapter>> = {
  comment: commentModeration,
  chat: chatModeration,
  nickname: nicknameModeration,
  question: questionModeration,
  inquiry: inquiryModeration,
  post: postModeration,
  tipoff: tipoffModeration,
  submission: submissionModeration,
};
