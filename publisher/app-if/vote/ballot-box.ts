import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { groupCommit, rehearsed, rowsOf } from '../../db/group-commit.ts';
import { isUniqueViolation, sqlState } from '../../db/unique-violation.ts';

/** Why a ballot was not counted (record.ts turns each into the reader's message). */
export type VoteRefusal =
  | 'codeExpired'
  | 'codeWrong'
  | 'badRecord'
  | 'oldRecord'
  | 'otherVote'
  | 'needInfo'
  | 'replayed'
  | 'dayLimit'
  | 'optionLimit';

/** One vote to count, with what the batch checks for it. */
export type Ballot = {
  voteId: number;
  optionId: number;
  uid: number;
  /** the day its limits count on (member.ts voteDay) */
  day: number;
  /** the sealed record's nonce: a second use of it is a replay */
  nonce: string;
  ip: string;
  /** 0: no limit of that kind */
  dayLimit: number;
  optionDayLimit: number;
  /** the image code it answers, taken out whatever comes next (one use); `now` decides whether it expired */
  code?: { codeKey: string; answer: string; now: number };
  /** a refusal found before the batch (the record did not open, or is old), told once the code has passed */
  refusal?: VoteRefusal;
  /** the vote asks for the user-info box before the first vote */
  needsInfo?: boolean;
};

/** A counted ballot: the option's count and rank with it, and the member's votes that day after it. */
export type Counted = { count: number; rank: number; dayUsed: number; optionUsed: number };

export type BallotBox = {
  /** Counts one ballot in the next batch; a batch that fails rolls back whole and each of its ballots hears the error. */
  cast: (ballot: Ballot) => Promise<Counted | VoteRefusal>;
  /**
   * A batch's statements run once with a ballot for the first option there is, in a transaction rolled back
   * (nothing changes): the publisher's warm-up before it listens (publisher/warm-up.ts).
   */
  rehearse: () => Promise<void>;
};

/** Advisory lock namespace of the votes ('vote'): a batch holds its votes' locks until it commits. */
const VOTE_LOCK = 0x766f7465;
const RETRIES = 3;

class Raced extends Error {}

/** PostgreSQL's SQLSTATE for `prepare` of a name already prepared in the session. */
const DUPLICATE_PREPARED_STATEMENT = '42P05';

const tallyKey = (voteId: number, uid: number, day: number, optionId: number) =>
  `${voteId}:${uid}:${day}:${optionId}`;

/**
 * What the batch reads, its inputs as SQL fragments (a parameter, or `$n` in a prepared statement): the image codes
 * taken out, the nonces already used, the members' tallies of the day, the options' votes, the user-info answers.
 * Every table is reached through its index, one probe per ballot, however it grows: `= any(array(…))` and a lateral
 * subquery kept apart (`offset 0`) are planned as probes whatever the row estimates say (PGlite never runs ANALYZE,
 * and `in (select … from json_to_recordset(…))` was planned as a scan of the whole table).
 */
const readStatement = (sent: SQL) => sql`with b as (select * from json_to_recordset(${sent})
    as b(vote_id int, uid int, day int, option_id int, nonce text, code_key text, needs_info boolean)),
  taken as (delete from vote_captchas where code_key = any(array(select code_key from b))
    returning code_key, answer, expires_at)
  select 'code' kind, code_key "key", answer, expires_at::text n from taken
  union all select 'nonce', nonce, null, '0' from vote_logs where nonce = any(array(select nonce from b))
  union all select 'tally', t.vote_id || ':' || t.uid || ':' || t.day || ':' || t.option_id, null, t.used::text
    from b cross join lateral (select * from vote_tallies t where t.vote_id = b.vote_id and t.uid = b.uid
      and t.day = b.day and t.option_id in (0, b.option_id) offset 0) t
  union all select 'option', option_id::text, null, vote_id::text
    from vote_options where option_id = any(array(select option_id from b))
  union all select 'info', m.vote_id || ':' || m.uid, null, '0'
    from b cross join lateral (select vote_id, uid from vote_members m where m.vote_id = b.vote_id
      and m.uid = b.uid offset 0) m where b.needs_info`;

/**
 * What the batch writes: the log rows, the tallies and the option counts, incremented (never recounted), answering
 * each counted ballot's count and rank. A ballot's rank: one more than the other options of its vote with more votes
 * once the batch is counted (equal counts share a rank). Each vote's options are read and sorted once a batch, with
 * the ballots' own counts among them (`placed`: the options above a count), not counted again for each ballot (500
 * options: 500 rows a batch, not 500 a ballot); a ballot whose option rose further in the batch has its own option
 * above it: taken off.
 */
const writeStatement = (
  votes: SQL,
  now: SQL,
  steps: SQL,
) => sql`with x as (select * from json_to_recordset(${votes})
    as x(vote_id int, option_id int, uid int, nonce text, ip text, back int)),
  logs as (insert into vote_logs (vote_id, option_id, uid, nonce, ip, created_at)
    select vote_id, option_id, uid, nonce, ip, ${now} from x
    on conflict (nonce) do nothing returning 1),
  tallies as (insert into vote_tallies (vote_id, uid, day, option_id, used)
    select vote_id, uid, day, option_id, n from json_to_recordset(${steps})
      as t(vote_id int, uid int, day int, option_id int, n int)
    on conflict (vote_id, uid, day, option_id) do update set used = vote_tallies.used + excluded.used
    returning 1),
  counts as (update vote_options o set count = o.count + (select count(*) from x where x.option_id = o.option_id)
    where o.option_id = any(array(select option_id from x)) returning o.option_id, o.vote_id, o.count),
  board as (select o.vote_id, coalesce(c.count, o.count) count from vote_options o
    left join counts c on c.option_id = o.option_id where o.vote_id = any(array(select vote_id from x))),
  placed as (select nonce, count, back, sum(is_option) over (partition by vote_id order by count desc
      range between unbounded preceding and 1 preceding) above
    from (select x.nonce, x.vote_id, c.count - x.back count, x.back, 0 is_option
        from x join counts c on c.option_id = x.option_id
      union all select null, vote_id, count, 0, 1 from board) s)
  select nonce, count::int, (1 + coalesce(above, 0) - (back > 0)::int)::int rank,
    (select count(*) from logs)::int logged,
    (select count(*) from tallies)::int tallied
  from placed where nonce is not null`;

type Statements = {
  /** before a batch's transaction: what must exist for the two to run */
  prepare: () => Promise<void>;
  read: (tx: Db, sent: string) => Promise<unknown>;
  write: (tx: Db, votes: string, now: number, steps: string) => Promise<unknown>;
};

/** The two statements sent with their inputs as parameters: PostgreSQL servers' drivers keep each one prepared. */
const sentEachTime: Statements = {
  prepare: async () => {},
  read: (tx, sent) => tx.execute(readStatement(sql`${sent}::json`)),
  write: (tx, votes, now, steps) =>
    tx.execute(writeStatement(sql`${votes}::json`, sql`${now}`, sql`${steps}::json`)),
};

/** A string as an SQL literal: quotes doubled (standard_conforming_strings, on since PostgreSQL 9.1, and on here). */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * PGlite parses and plans every statement it is sent (it keeps none prepared), and planning these two took two of a
 * small batch's six milliseconds there. So on PGlite they are prepared once (`prepare`, before the first batch) and
 * each batch runs `execute` with its JSON as literals: a parameter cannot reach `execute` through the extended
 * protocol PGlite speaks. The literals carry only JSON.stringify's output, quoted as a literal.
 */
function preparedOnce(db: Db): Statements {
  let ready: Promise<void> | undefined;
  const prepareBoth = async () => {
    for (const [name, types, statement] of [
      ['vote_batch_read', 'json', readStatement(sql.raw('$1'))],
      ['vote_batch_write', 'json, bigint, json', writeStatement(sql.raw('$1'), sql.raw('$2'), sql.raw('$3'))],
    ] as const) {
      try {
        await db.execute(sql`prepare ${sql.raw(name)} (${sql.raw(types)}) as ${statement}`);
      } catch (error) {
        // another ballot box on this PGlite prepared the same statements first
        if (sqlState(error) !== DUPLICATE_PREPARED_STATEMENT) throw error;
      }
    }
  };
  return {
    prepare: async () => {
      ready ??= prepareBoth().catch((error: unknown) => {
        ready = undefined;
        throw error;
      });
      await ready;
    },
    read: async (tx, sent) => tx.execute(sql.raw(`execute vote_batch_read(${literal(sent)})`)),
    write: async (tx, votes, now, steps) =>
      tx.execute(sql.raw(`execute vote_batch_write(${literal(votes)}, ${now}, ${literal(steps)})`)),
  };
}

/**
 * The ballot box: votes counted in batches (group commit, db/group-commit.ts), each batch one transaction of two
 * statements whatever its size. On a shared database (`sharedDatabase`: a PostgreSQL server) a third comes first and
 * takes the lock of each vote in the batch, so another process on it counts that vote's batches before or after,
 * never between. One statement takes out the batch's image codes and reads what the checks need: the nonces already
 * used, the members' tallies of the day, the options' votes, the user-info answers given. The checks then run in
 * memory, ballot after ballot in arrival order, each seeing the ones before it (two votes of one member in a batch
 * count against the limit one after the other; a code or nonce used twice in one batch is a second use). One
 * statement writes what counted: the log rows, the tallies and the option counts, incremented (never recounted), and
 * answers each counted ballot's count and rank.
 */
export function ballotBox(
  db: Db,
  clock: Clock,
  { sharedDatabase }: { sharedDatabase: boolean } = { sharedDatabase: true },
): BallotBox {
  const statements = sharedDatabase ? sentEachTime : preparedOnce(db);

  async function count(ballots: Ballot[]): Promise<(Counted | VoteRefusal)[]> {
    await statements.prepare();
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await db.transaction((tx) => countIn(tx as unknown as Db, ballots));
      } catch (error) {
        // Another process used one of these nonces for another vote between our read and our write: read again.
        if (attempt < RETRIES && (error instanceof Raced || isUniqueViolation(error))) continue;
        throw error;
      }
    }
  }

  async function countIn(tx: Db, ballots: Ballot[]): Promise<(Counted | VoteRefusal)[]> {
    const sent = JSON.stringify(
      ballots.map((b) => ({
        vote_id: b.voteId,
        uid: b.uid,
        day: b.day,
        option_id: b.optionId,
        nonce: b.nonce,
        code_key: b.code?.codeKey ?? null,
        needs_info: b.needsInfo ?? false,
      })),
    );
    // On PGlite no other transaction can run beside this one: the locks would only cost a statement (a fifth of a
    // small batch's time there).
    if (sharedDatabase)
      await tx.execute(sql`select count(pg_advisory_xact_lock(${VOTE_LOCK}, v)) from (select distinct vote_id v
      from json_to_recordset(${sent}::json) as b(vote_id int) order by v) s`);
    const read = rowsOf<{ kind: string; key: string; answer: string | null; n: string }>(
      await statements.read(tx, sent),
    );
    const codes = new Map<string, { answer: string; expiresAt: number }>();
    const nonces = new Set<string>();
    const tallies = new Map<string, number>();
    const optionVote = new Map<number, number>();
    const infos = new Set<string>();
    for (const r of read) {
      if (r.kind === 'code') codes.set(r.key, { answer: r.answer ?? '', expiresAt: Number(r.n) });
      else if (r.kind === 'nonce') nonces.add(r.key);
      else if (r.kind === 'tally') tallies.set(r.key, Number(r.n));
      else if (r.kind === 'option') optionVote.set(Number(r.key), Number(r.n));
      else infos.add(r.key);
    }

    const answers: (Counted | VoteRefusal | number)[] = [];
    const counted: { b: Ballot; dayUsed: number; optionUsed: number }[] = [];
    const moved = new Map<string, number>();
    const check = (b: Ballot): VoteRefusal | undefined => {
      if (b.code) {
        const code = codes.get(b.code.codeKey);
        codes.delete(b.code.codeKey);
        if (!code || code.expiresAt < b.code.now) return 'codeExpired';
        if (code.answer !== b.code.answer) return 'codeWrong';
      }
      if (b.refusal) return b.refusal;
      if (optionVote.get(b.optionId) !== b.voteId) return 'otherVote';
      if (b.needsInfo && !infos.has(`${b.voteId}:${b.uid}`)) return 'needInfo';
      if (nonces.has(b.nonce)) return 'replayed';
      const day = tallyKey(b.voteId, b.uid, b.day, 0);
      const option = tallyKey(b.voteId, b.uid, b.day, b.optionId);
      const dayUsed = tallies.get(day) ?? 0;
      const optionUsed = tallies.get(option) ?? 0;
      if (b.dayLimit > 0 && dayUsed >= b.dayLimit) return 'dayLimit';
      if (b.optionDayLimit > 0 && optionUsed >= b.optionDayLimit) return 'optionLimit';
      nonces.add(b.nonce);
      for (const [key, used] of [
        [day, dayUsed],
        [option, optionUsed],
      ] as const) {
        tallies.set(key, used + 1);
        moved.set(key, (moved.get(key) ?? 0) + 1);
      }
      counted.push({ b, dayUsed: dayUsed + 1, optionUsed: optionUsed + 1 });
      return undefined;
    };
    for (const b of ballots) answers.push(check(b) ?? counted.length - 1);
    if (counted.length === 0) return answers as VoteRefusal[];

    // `back`: the votes for the same option counted after this one in the batch, so its count is the one it made
    const after = new Map<number, number>();
    const votes = counted
      .map(({ b }) => b)
      .reverse()
      .map((b) => {
        const back = after.get(b.optionId) ?? 0;
        after.set(b.optionId, back + 1);
        return { vote_id: b.voteId, option_id: b.optionId, uid: b.uid, nonce: b.nonce, ip: b.ip, back };
      })
      .reverse();
    const steps = [...moved].map(([key, n]) => {
      const [vote_id, uid, day, option_id] = key.split(':').map(Number);
      return { vote_id, uid, day, option_id, n };
    });
    const written = rowsOf<{ nonce: string; count: number; rank: number; logged: number }>(
      await statements.write(tx, JSON.stringify(votes), clock.now(), JSON.stringify(steps)),
    );
    if (written.length !== counted.length || written.some((w) => Number(w.logged) !== counted.length))
      throw new Raced();
    const byNonce = new Map(written.map((w) => [w.nonce, w]));
    return answers.map((a) => {
      if (typeof a !== 'number') return a;
      const { b, dayUsed, optionUsed } = counted[a]!;
      const w = byNonce.get(b.nonce)!;
      return { count: Number(w.count), rank: Number(w.rank), dayUsed, optionUsed };
    });
  }

  const rehearse = async () => {
    await statements.prepare();
    await rehearsed(db, async (tx) => {
      const [first] = rowsOf<{ vote_id: number; option_id: number }>(
        await tx.execute(sql`select vote_id, option_id from vote_options order by option_id limit 1`),
      );
      if (first)
        await countIn(tx, [
          {
            voteId: first.vote_id,
            optionId: first.option_id,
            uid: 0,
            day: 0,
            nonce: randomBytes(16).toString('hex'),
            ip: '127.0.0.1',
            dayLimit: 0,
            optionDayLimit: 0,
          },
        ]);
    });
  };

  return { cast: groupCommit(count), rehearse };
}
