// What a reader is writing and the files they chose, kept in the browser's IndexedDB until the form is sent: a
// reload, a failed sending, a lost network or the round trip through login loses nothing, files included (local
// storage holds text only, and a few megabytes at most). One record per form (its draft key).
import type { Attachment, AttachmentKind } from '~/api/uploads/entities';
import type { UploadState } from './sendFile';

/** A file of a draft: the bytes until they are kept by the publisher, then what they became. */
export interface DraftFile {
  key: string;
  name: string;
  kind: AttachmentKind;
  /** the bytes to send (pictures already made smaller); dropped once `attachment` is known */
  blob?: Blob;
  upload: UploadState;
  attachment?: Attachment;
}

export interface FormDraft<Fields> {
  fields: Fields;
  files: DraftFile[];
  savedAt: number;
}

/** a draft nobody came back to in a week is let go */
const keptForMs = 7 * 24 * 60 * 60 * 1000;
const database = 'readerDrafts';
/** one record per form, its files named without their bytes */
const drafts = 'drafts';
/** each file's bytes, written once when chosen: a draft is saved on every keystroke, and its photos must not be */
const blobs = 'files';

let opened: Promise<IDBDatabase> | undefined;
/** the files whose bytes are in `blobs`, per draft, as far as this page knows */
const storedBlobs = new Map<string, Set<string>>();

function open(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(database, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(drafts);
      request.result.createObjectStore(blobs);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB'));
  });
  // a refused open (private mode in an old Safari) is tried again next time, not remembered
  opened.catch(() => (opened = undefined));
  return opened;
}

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB'));
  });

const finished = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('indexedDB'));
  });

type StoredDraft<Fields> = FormDraft<Fields> & { files: Omit<DraftFile, 'blob'>[] };

/** The draft kept under `key`, its files' bytes with it; undefined: none, too old, or no IndexedDB here. */
export async function readFormDraft<Fields>(key: string): Promise<FormDraft<Fields> | undefined> {
  try {
    const tx = (await open()).transaction([drafts, blobs], 'readonly');
    const draft = (await done(tx.objectStore(drafts).get(key))) as StoredDraft<Fields> | undefined;
    if (!draft || typeof draft !== 'object' || !Array.isArray(draft.files)) return undefined;
    if (Date.now() - draft.savedAt > keptForMs) {
      storedBlobs.set(key, new Set(draft.files.map((f) => f.key)));
      void forgetFormDraft(key);
      return undefined;
    }
    const files = await Promise.all(
      draft.files.map(async (file): Promise<DraftFile> => {
        if (file.attachment) return file;
        const blob = (await done(tx.objectStore(blobs).get(file.key))) as Blob | undefined;
        return blob ? { ...file, blob } : file;
      }),
    );
    storedBlobs.set(key, new Set(files.filter((f) => f.blob).map((f) => f.key)));
    return { ...draft, files };
  } catch {
    return undefined;
  }
}

/** Keeps `draft` under `key`; writes land in the order they were asked (IndexedDB queues them). */
export async function saveFormDraft<Fields>(
  key: string,
  draft: Omit<FormDraft<Fields>, 'savedAt'>,
): Promise<void> {
  try {
    const tx = (await open()).transaction([drafts, blobs], 'readwrite');
    const stored = storedBlobs.get(key) ?? new Set<string>();
    storedBlobs.set(key, stored);
    const wanted = new Set<string>();
    for (const file of draft.files) {
      if (!file.blob || file.attachment) continue;
      wanted.add(file.key);
      if (!stored.has(file.key)) tx.objectStore(blobs).put(file.blob, file.key);
    }
    for (const old of stored) if (!wanted.has(old)) tx.objectStore(blobs).delete(old);
    storedBlobs.set(key, wanted);
    const files = draft.files.map(({ blob: _bytes, ...file }) => file);
    tx.objectStore(drafts).put({ ...draft, files, savedAt: Date.now() }, key);
    await finished(tx);
  } catch {
    // storage full or off: the form still holds the draft while the page is open
  }
}

export async function forgetFormDraft(key: string): Promise<void> {
  try {
    const tx = (await open()).transaction([drafts, blobs], 'readwrite');
    for (const old of storedBlobs.get(key) ?? []) tx.objectStore(blobs).delete(old);
    storedBlobs.delete(key);
    tx.objectStore(drafts).delete(key);
    await finished(tx);
  } catch {
    // nothing kept
  }
}
