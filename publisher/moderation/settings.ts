import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { moderationSettings, type ModerationSettingsRow } from '../db/schema/index.ts';
import { foldForMatching, wordList, type WordList } from './word-list.ts';

/** A site's list may be long (real ones hold tens of thousands); each word is short. */
const MAX_WORDS = 50_000;
const MAX_WORD_CHARS = 30;
/** The new-member rule holds at most this many first items (and the pipeline counts no further). */
export const MAX_NEW_MEMBER_APPROVALS = 20;
/** How often a process asks whether another one saved new settings (one small query, never per post). */
const SETTINGS_RECHECK_MS = 2_000;

export type Webhook = { url: string; secret: string; timeoutMs: number };

type ModerationSettings = {
  version: number;
  /** null: each area keeps its own mode (comments: getConfig's auditType; chat: post) */
  mode: 'pre' | 'post' | null;
  bannedWords: string[];
  suspectWords: string[];
  newMemberApprovals: number;
  webhook: Webhook | null;
};

/** The settings with their word lists built, as the pipeline reads them. */
export type ActiveSettings = ModerationSettings & { banned: WordList; suspect: WordList };

const words = (field: string) =>
  z
    .array(z.string({ error: `${field}: each word is a string` }), { error: `${field} is a list of words` })
    .max(MAX_WORDS, `${field}: at most ${MAX_WORDS} words`)
    .transform((list, check) => {
      const kept = new Set<string>();
      for (const raw of list) {
        const word = raw.trim();
        if ([...word].length > MAX_WORD_CHARS) {
          check.addIssue({
            code: 'custom',
            message: `${field}: "${word}" is over ${MAX_WORD_CHARS} characters`,
          });
          return z.NEVER;
        }
        // a word of spaces and symbols alone would match nothing (word-list.ts skips them)
        if (foldForMatching(word).length === 0) {
          check.addIssue({ code: 'custom', message: `${field}: "${word}" has nothing to match` });
          return z.NEVER;
        }
        kept.add(word);
      }
      return [...kept];
    });

const webhookUrl = z
  .string({ error: 'webhook.url is required' })
  .max(2_000, 'webhook.url is too long')
  .refine((s) => {
    try {
      const url = new URL(s);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'webhook.url must be an http(s) URL');

/** PUT /editor/api/moderation/settings: any subset; `webhook: null` switches the service off. */
export const settingsChange = z.object({
  mode: z.enum(['pre', 'post'], { error: 'mode is pre or post' }).nullable().optional(),
  bannedWords: words('bannedWords').optional(),
  suspectWords: words('suspectWords').optional(),
  newMemberApprovals: z
    .number({ error: 'newMemberApprovals is a number' })
    .int('newMemberApprovals is a whole number')
    .min(0, 'newMemberApprovals: 0 (off) or more')
    .max(MAX_NEW_MEMBER_APPROVALS, `newMemberApprovals: at most ${MAX_NEW_MEMBER_APPROVALS}`)
    .optional(),
  webhook: z
    .object({
      url: webhookUrl,
      // optional when one is kept already: the settings never send it back, so a change of address needs no retyping
      secret: z
        .string({ error: 'webhook.secret is a string' })
        .min(16, 'webhook.secret: at least 16 characters')
        .max(256, 'webhook.secret: at most 256 characters')
        .optional(),
      timeoutMs: z
        .number({ error: 'webhook.timeoutMs is a number' })
        .int()
        .min(50, 'webhook.timeoutMs: at least 50')
        .max(10_000, 'webhook.timeoutMs: at most 10000')
        .default(2_000),
    })
    .nullable()
    .optional(),
});
type SettingsChange = z.infer<typeof settingsChange>;

/** A change the settings cannot take (a webhook without a secret): the editor answers 400 with the message. */
export class SettingsRefused extends Error {}

const NONE: ModerationSettings = {
  version: 0,
  mode: null,
  bannedWords: [],
  suspectWords: [],
  newMemberApprovals: 0,
  webhook: null,
};

function fromRow(row: ModerationSettingsRow | undefined): ModerationSettings {
  if (!row) return NONE;
  return {
    version: row.version,
    mode: row.mode,
    bannedWords: row.bannedWords,
    suspectWords: row.suspectWords,
    newMemberApprovals: row.newMemberApprovals,
    webhook:
      row.webhookUrl && row.webhookSecret
        ? { url: row.webhookUrl, secret: row.webhookSecret, timeoutMs: row.webhookTimeoutMs ?? 2_000 }
        : null,
  };
}

const activate = (s: ModerationSettings): ActiveSettings => ({
  ...s,
  banned: wordList(s.bannedWords),
  suspect: wordList(s.suspectWords),
});

/**
 * The settings, kept in memory with their word lists built. Several processes may share the database: a process
 * that used its copy for `recheckMs` asks for the row's version (in the background: posts go on with the
 * copy meanwhile) and reloads and rebuilds only when it changed. A save here replaces this process's copy at once.
 */
export function settingsStore(db: Db, clock: Clock, recheckMs = SETTINGS_RECHECK_MS) {
  let active: ActiveSettings | undefined;
  let checkedAt = 0;
  let checking: Promise<void> | undefined;

  const read = async () =>
    fromRow((await db.select().from(moderationSettings).where(eq(moderationSettings.id, 1)).limit(1))[0]);

  async function recheck(): Promise<void> {
    checkedAt = performance.now();
    const [row] = await db
      .select({ version: moderationSettings.version })
      .from(moderationSettings)
      .where(eq(moderationSettings.id, 1));
    if ((row?.version ?? 0) !== active?.version) active = activate(await read());
  }

  return {
    async current(): Promise<ActiveSettings> {
      if (!active) {
        checking ??= recheck().finally(() => (checking = undefined));
        await checking;
        return active!;
      }
      if (!checking && performance.now() - checkedAt >= recheckMs)
        checking = recheck()
          .catch(() => undefined)
          .finally(() => (checking = undefined));
      return active;
    },

    /** Applies a change in one transaction and answers the new settings. */
    async save(change: SettingsChange): Promise<ActiveSettings> {
      const saved = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('moderation_settings'))`);
        const [row] = await tx.select().from(moderationSettings).where(eq(moderationSettings.id, 1)).limit(1);
        const before = fromRow(row);
        const webhook =
          change.webhook === undefined
            ? before.webhook
            : change.webhook && {
                url: change.webhook.url,
                timeoutMs: change.webhook.timeoutMs,
                secret: change.webhook.secret ?? before.webhook?.secret ?? '',
              };
        if (webhook && !webhook.secret) throw new SettingsRefused('webhook.secret is required');
        const next: ModerationSettings = {
          version: before.version + 1,
          mode: change.mode === undefined ? before.mode : change.mode,
          bannedWords: change.bannedWords ?? before.bannedWords,
          suspectWords: change.suspectWords ?? before.suspectWords,
          newMemberApprovals: change.newMemberApprovals ?? before.newMemberApprovals,
          webhook,
        };
        const values = {
          version: next.version,
          mode: next.mode,
          bannedWords: next.bannedWords,
          suspectWords: next.suspectWords,
          newMemberApprovals: next.newMemberApprovals,
          webhookUrl: webhook?.url ?? null,
          webhookSecret: webhook?.secret ?? null,
          webhookTimeoutMs: webhook?.timeoutMs ?? null,
          updatedAt: clock.now(),
        };
        await tx
          .insert(moderationSettings)
          .values({ id: 1, ...values })
          .onConflictDoUpdate({ target: moderationSettings.id, set: values });
        return next;
      });
      active = activate(saved);
      checkedAt = performance.now();
      return active;
    },
  };
}
