// spec §5 comment rules, as a live's chat applies them before a message leaves (the publisher checks again).

/** Most characters in one message (code points, as the publisher counts them). */
export const chatMaxChars = 500;

export type ChatProblem = 'empty' | 'tooLong';

/** What stops a message from being sent: nothing but spaces (请输入内容), or too long. */
export function chatProblem(text: string): ChatProblem | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 'empty';
  if ([...trimmed].length > chatMaxChars) return 'tooLong';
  return undefined;
}

/** Where a live's unsent message waits while its reader logs in (session storage, per live). */
export const chatDraftKey = (liveId: number) => `live-chat-draft:${liveId}`;
