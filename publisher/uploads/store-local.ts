// The embedded default store: the publisher's data folder, `<data>/objects/<key>`, served under the publisher's
// public URL by routes.ts. One machine only: several processes share it only when they share the folder.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ObjectStore } from './store.ts';

const missing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

export function localStore(root: string, publicUrl: string): ObjectStore {
  const file = (key: string) => join(root, key);
  return {
    publicBase: publicUrl.replace(/\/$/, ''),
    async put(key, bytes) {
      await mkdir(dirname(file(key)), { recursive: true });
      // written beside and moved in: a reader never gets half a file; a name of its own, since a chunk sent again
      // may arrive while the first is still being written
      const temp = `${file(key)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, file(key));
    },
    get: (key) =>
      readFile(file(key)).catch((error: unknown) => {
        if (missing(error)) return undefined;
        throw error;
      }),
    size: (key) =>
      stat(file(key)).then(
        (s) => s.size,
        (error: unknown) => {
          if (missing(error)) return undefined;
          throw error;
        },
      ),
    remove: (key) => rm(file(key), { force: true }),
  };
}
