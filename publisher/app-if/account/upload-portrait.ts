import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { memberPortraits, members } from '../../db/schema/index.ts';
import { badInput } from '../../envelope.ts';
import { checkPicture, pictureDataUrl } from '../../images/member-picture.ts';
import { memberWire } from './member-wire.ts';

const MAX_BYTES = 2 * 1024 * 1024;

/** `portrait/<id>.<jpg|bmp>`: an uploaded avatar's picture ref (served by images/routes.ts). */
export const portraitRef = (id: number, format: string) => `portrait/${id}.${format}`;

/**
 * `uploadPortrait` (POST, member; PUBLISHER_API §3.9 `amuc/api/member/uploadPortrait`, here with the picture as a
 * base64 data URL like activityUpload): the bytes are checked by images/member-picture.ts (jpg/png/gif re-encoded
 * as a JPEG at most 256 px wide, a true BMP kept; anything else 系统仅支持jpg/jpeg/png/gif/bmp格式的照片！, over 2 MB
 * refused), kept, and made the member's avatar. Answers the user object with its new `head`.
 */
export const uploadPortrait = operation({
  name: 'uploadPortrait',
  method: 'POST',
  access: 'member',
  bodyLimit: 3 * 1024 * 1024,
  input: z.object({
    picture: pictureDataUrl,
  }),
  async handle(ctx, input, caller) {
    const uid = caller.uid ?? 0;
    const picture = await checkPicture(input.picture, { maxBytes: MAX_BYTES, width: 256 });
    const member = await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [kept] = await tx
        .insert(memberPortraits)
        .values({
          uid,
          format: picture.format,
          bytes: picture.bytes.toString('base64'),
          createdAt: ctx.clock.now(),
        })
        .returning({ id: memberPortraits.id });
      if (!kept) throw badInput('头像保存失败');
      const [row] = await tx
        .update(members)
        .set({ headRef: portraitRef(kept.id, picture.format) })
        .where(eq(members.uid, uid))
        .returning();
      return row;
    });
    if (!member) throw badInput('用户不存在');
    return memberWire(ctx.publicUrl, member);
  },
});
