/** The most characters of a tip-off's parts (code points). */
export const TIPOFF_LIMITS = { topic: 50, content: 2_000, place: 100, happenedAt: 30, userName: 30 } as const;

/** What the moderation pipeline reads of a tip-off: every part the reader wrote, one a line. */
export const moderatedText = (t: { topic: string; place: string; content: string }) =>
  [t.topic, t.place, t.content].filter(Boolean).join('\n');

/** The pipeline's limit: the parts' together, so the pipeline never refuses what the fields let through. */
export const MODERATED_MAX = TIPOFF_LIMITS.topic + TIPOFF_LIMITS.place + TIPOFF_LIMITS.content + 2;
