import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { forgetFormDraft, readFormDraft, saveFormDraft, type DraftFile } from './formDrafts';

const photo = (text: string): DraftFile => ({
  key: `file-${text}`,
  name: `${text}.jpg`,
  kind: 'picture',
  blob: new Blob([text], { type: 'image/jpeg' }),
  upload: { sent: [] },
});

describe('form drafts in IndexedDB', () => {
  it('keep the fields and the files with their bytes, and let them go once sent', async () => {
    await saveFormDraft('tip:1', { fields: { text: '路口积水' }, files: [photo('a'), photo('b')] });
    const kept = await readFormDraft<{ text: string }>('tip:1');
    expect(kept?.fields.text).toBe('路口积水');
    expect(kept?.files.map((f) => f.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(await kept?.files[1]!.blob?.text()).toBe('b');
    await forgetFormDraft('tip:1');
    expect(await readFormDraft('tip:1')).toBeUndefined();
  });

  it('keep what a file became instead of its bytes once the publisher has it', async () => {
    const [a, b] = [photo('a'), photo('b')];
    await saveFormDraft('c:2', { fields: {}, files: [a, b] });
    const attachment = { id: 9, kind: 'picture' as const, url: 'https://pic/9.jpg', duration: 0, poster: '' };
    await saveFormDraft('c:2', { fields: {}, files: [{ ...a, blob: undefined, attachment }] });
    const kept = await readFormDraft('c:2');
    expect(kept?.files).toEqual([
      { key: a.key, name: 'a.jpg', kind: 'picture', upload: { sent: [] }, attachment },
    ]);
  });

  it('let a draft nobody came back to in a week go', async () => {
    await saveFormDraft('old:3', { fields: { text: 'x' }, files: [] });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 8 * 24 * 60 * 60 * 1000);
    expect(await readFormDraft('old:3')).toBeUndefined();
    vi.useRealTimers();
  });
});
