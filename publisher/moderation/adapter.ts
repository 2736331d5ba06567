import type { SQL } from 'drizzle-orm';
import type { PublisherContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import type { ModerationCaseRow } from '../db/schema/index.ts';
import type { ModerationKind } from './kinds.ts';

/** What a decision learns of the item it changed: whose it is and what it says (the case keeps them). */
export type ItemFacts = { uid: number; content: string; pics: string[] };

/**
 * The item's facts, and what to do once the decision's transaction committed (a chat message that became public is
 * pushed to the live); `missing`: no such item; `gone`: its author deleted it (nothing to decide).
 */
export type AdapterAnswer = (ItemFacts & { after?: () => Promise<void> }) | 'missing' | 'gone';

/**
 * How the moderation pipeline changes one kind of item in its own table (docs/moderation.md). Each area that stores
 * reader text registers one in adapters.ts.
 */
export type ModerationAdapter = {
  kind: ModerationKind;
  /** makes the item public, in `tx`; `held` is the open case, if any (a held nickname is applied from it) */
  approve(
    ctx: PublisherContext,
    tx: Db,
    id: number,
    held: ModerationCaseRow | undefined,
  ): Promise<AdapterAnswer>;
  /** takes the item out of public view for good, in `tx` (a held nickname is dropped, a public one replaced) */
  reject(
    ctx: PublisherContext,
    tx: Db,
    id: number,
    held: ModerationCaseRow | undefined,
  ): Promise<AdapterAnswer>;
  /** SQL counting up to `limit` public items of this kind by the member `uid` (the new-member rule) */
  publicItems?(uid: SQL, limit: number): SQL;
};
