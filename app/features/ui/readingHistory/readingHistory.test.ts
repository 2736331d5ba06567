import { describe, expect, it } from 'vitest';
import { memoryStorage } from '~/platform/storage';
import { clearHistory, historyLimit, readHistory, rememberRead } from './readingHistory';

const read = (id: number, at = id) => ({ id, title: `稿件${id}`, path: `/newsDetail/1/${id}.html`, at });

describe('reading history (this browser only)', () => {
  it('newest first, one entry per article (its latest opening), at most the limit, clearable', () => {
    const storage = memoryStorage();
    rememberRead(storage, read(1));
    rememberRead(storage, read(2));
    rememberRead(storage, read(1, 3));
    expect(readHistory(storage).map((a) => a.id)).toEqual([1, 2]);
    for (let id = 10; id < 10 + historyLimit + 5; id += 1) rememberRead(storage, read(id));
    const kept = readHistory(storage);
    expect(kept).toHaveLength(historyLimit);
    expect(kept[0]!.id).toBe(historyLimit + 14);
    clearHistory(storage);
    expect(readHistory(storage)).toEqual([]);
  });

  it('broken or foreign storage reads as empty; an entry that would link off the site is never kept', () => {
    const storage = memoryStorage();
    for (const junk of ['{', '"x"', '{"id":1}', 'null'])
      expect(readHistory({ ...storage, getItem: () => junk })).toEqual([]);
    storage.setItem(
      'readingHistory.v1',
      JSON.stringify([read(1), { ...read(2), path: '//evil.example/' }, { ...read(3), id: -3 }, 7]),
    );
    expect(readHistory(storage).map((a) => a.id)).toEqual([1]);
    rememberRead(storage, { ...read(4), path: 'https://evil.example/' });
    rememberRead(storage, { ...read(5), path: '/\\evil.example' });
    expect(readHistory(storage).map((a) => a.id)).toEqual([1]);
  });

  it('a full storage keeps the history as it was', () => {
    const storage = memoryStorage();
    rememberRead(storage, read(1));
    const full = {
      ...storage,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberRead(full, read(2))).not.toThrow();
    expect(readHistory(storage).map((a) => a.id)).toEqual([1]);
  });
});
