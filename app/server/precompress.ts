// Writes .br and .gz beside each compressible built file once, so static requests cost no CPU
// (the build is immutable; a file whose siblings are up to date is skipped).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(js|mjs|css|svg|json|txt|html|map)$/;
/** below this, headers outweigh the saving */
const minBytes = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

async function isFresh(variant: string, sourceTime: number): Promise<boolean> {
  try {
    return (await stat(variant)).mtimeMs >= sourceTime;
  } catch {
    return false;
  }
}

export async function precompress(dir: string): Promise<number> {
  let written = 0;
  for await (const path of filesUnder(dir)) {
    if (!compressible.test(path)) continue;
    const info = await stat(path);
    if (info.size < minBytes) continue;
    if ((await isFresh(`${path}.br`, info.mtimeMs)) && (await isFresh(`${path}.gz`, info.mtimeMs))) continue;
    const source = await readFile(path);
    await writeFile(
      `${path}.br`,
      brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    await writeFile(`${path}.gz`, gzipSync(source, { level: 9 }));
    written += 1;
  }
  return written;
}
