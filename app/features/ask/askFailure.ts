// A question that could not be sent, in the reader's words (ui/upload/sendFailure.ts): besides what every reader's
// form says, a topic closed meanwhile (409) and too fast (429); the publisher's own message otherwise (the moderation
// pipeline's: 请输入内容, 问题不能超过500字, 内容包含违禁词…).
import { sendFailure, type SendFailure } from '~/features/ui/upload/sendFailure';

export type AskFailure = SendFailure;

export const askFailure = (error: unknown): AskFailure =>
  sendFailure(error, {
    failed: 'ask.box.failed',
    draftKept: 'ask.box.draftKept',
    byHttpStatus: { 409: 'ask.box.closedNow', 429: 'ask.box.tooFast' },
  });
