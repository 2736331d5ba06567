import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articleAudio, type ArticleAudioRow } from '../../db/schema/index.ts';
import { absolute } from '../../wire.ts';

export async function audioOf(db: Db, fileId: number): Promise<ArticleAudioRow | undefined> {
  const [row] = await db.select().from(articleAudio).where(eq(articleAudio.fileId, fileId)).limit(1);
  return row;
}

/**
 * An article's audio as deployments send it: the extension fields `音频文件` (the address) and `音频标题` at the
 * top level of the detail, and again inside `extendedFiled` (PUBLISHER_API §4.3, §9). Nothing when it has none.
 */
export function audioWire(publicUrl: string, audio: ArticleAudioRow | undefined) {
  if (!audio) return {};
  const fields = { 音频文件: absolute(publicUrl, audio.url), 音频标题: audio.title };
  return { ...fields, extendedFiled: fields };
}
