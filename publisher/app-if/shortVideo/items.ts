import type { PublisherContext } from '../../context.ts';
import type { ShortVideo } from './store.ts';
import { shortVideoItem } from './wire.ts';

/** Short videos as the lists send them, each with the reporter who signs it (the article's first reporter). */
export async function shortVideoItems(ctx: PublisherContext, videos: ShortVideo[]) {
  const reporters = await ctx.articles.reporters();
  return videos.map((v) =>
    shortVideoItem(
      ctx.publicUrl,
      v,
      reporters.find((r) => r.id === v.article.reporterIds[0]),
    ),
  );
}
