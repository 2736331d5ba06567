import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('./migrations/', import.meta.url));
const journal = JSON.parse(readFileSync(`${dir}meta/_journal.json`, 'utf8')) as {
  entries: { idx: number; tag: string; when: number }[];
};
const snapshot = (idx: number) =>
  JSON.parse(readFileSync(`${dir}meta/${String(idx).padStart(4, '0')}_snapshot.json`, 'utf8')) as {
    id: string;
    prevId: string;
  };

/** The rule of docs/adr-migrations.md: one chain, each migration generated on top of the one before it. */
describe('migrations stay one linear chain', () => {
  it('numbers the journal 0000, 0001, … without gaps, clashes or files it does not list', () => {
    const tags = journal.entries.map((e) => e.tag);
    journal.entries.forEach((entry, i) => {
      expect(entry.idx).toBe(i);
      expect(entry.tag.startsWith(`${String(i).padStart(4, '0')}_`), entry.tag).toBe(true);
      if (i > 0) expect(entry.when).toBeGreaterThan(journal.entries[i - 1]!.when);
    });
    const sqlFiles = readdirSync(dir).filter((f) => f.endsWith('.sql'));
    expect(sqlFiles.sort()).toEqual(tags.map((t) => `${t}.sql`).sort());
    const snapshots = readdirSync(`${dir}meta`).filter((f) => f.endsWith('_snapshot.json'));
    expect(snapshots).toHaveLength(tags.length);
  });

  it('chains every snapshot to the one before it (two migrations made from one parent would clash here)', () => {
    for (const entry of journal.entries.slice(1))
      expect(snapshot(entry.idx).prevId, entry.tag).toBe(snapshot(entry.idx - 1).id);
  });
});
