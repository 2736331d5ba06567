// What readers write and what the pipeline answers about it (docs/moderation.md). A new kind is one line here; the
// area that stores it registers its adapter in adapters.ts.

export const MODERATION_KINDS = [
  'comment',
  'chat',
  'question',
  'inquiry',
  'tipoff',
  'submission',
  'post',
  'nickname',
] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];

/** pre: held for review; post: published, reviewed after; closed: refused. */
export type ModerationMode = 'pre' | 'post' | 'closed';

/** One reader text on its way in, as its area hands it over. */
export type ModerationItem = {
  kind: ModerationKind;
  /** the member writing; null when there is none yet (the nickname typed at sign-up) */
  uid: number | null;
  /** the text as it would be stored (the area has cleaned it) */
  content: string;
  /** the addresses of the item's pictures and videos: they go through the same decision */
  pics: string[];
  /** the area's limit, and what the text is called in its messages (评论, 昵称) */
  maxChars: number;
  noun: string;
  /** the item's own mode (an article closed to comments, a live's chat closed): over the site's */
  mode?: ModerationMode;
  /** the area's mode while the newsroom has set none site-wide (comments: getConfig's auditType) */
  areaMode?: 'pre' | 'post';
};

/**
 * Why an item was held or refused, as machine codes. Refusals: banned, suspended (the member), empty, too-long,
 * banned-word, closed, webhook. Holds: premod, duplicate, suspect-word, link, new-member, rejected-often, mode, webhook.
 */
export type ModerationReason =
  | 'banned'
  | 'suspended'
  | 'empty'
  | 'too-long'
  | 'banned-word'
  | 'closed'
  | 'premod'
  | 'duplicate'
  | 'suspect-word'
  | 'link'
  | 'new-member'
  | 'rejected-often'
  | 'mode'
  | 'webhook';

export type ModerationDecision = {
  outcome: 'publish' | 'hold' | 'refuse';
  reasons: ModerationReason[];
  /** what the reader is told when refused */
  message?: string;
  /** the outside service's own reason (webhook.ts), kept with the case */
  note?: string;
};

/** The queue a held item waits in: `pending` when only the mode held it, `held` when a rule did. */
export const queueOf = (decision: ModerationDecision): 'pending' | 'held' =>
  decision.reasons.every((r) => r === 'mode') ? 'pending' : 'held';
