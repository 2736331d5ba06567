import type { PublisherContext } from '../../context.ts';
import { badInput } from '../../envelope.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { shortVideo, type ShortVideo } from './store.ts';
import { NOT_FOUND } from './wire.ts';

export const videoIdParam = intParam('id', 1, MAX_ID);

/** The published short video named, or the error envelope Founder sends for an unknown id. */
export async function videoOf(ctx: PublisherContext, id: number): Promise<ShortVideo> {
  const found = await shortVideo(ctx.db, id);
  if (!found) throw badInput(NOT_FOUND);
  return found;
}
