import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { articles } from '../db/schema/index.ts';
import { FILM_SECONDS, filmOf, TONE_SECONDS, TONES } from '../media/films.ts';

type Media = { url: string; duration: number };

/**
 * The demo's films and recordings (publisher/media/films.ts) with their real lengths, for lessons that play
 * something: a film's playlist is served only at an address a published article stores, so each film is reached
 * through the first video item that plays it; the recordings are the demo's tones.
 */
export async function demoMedia(db: Db): Promise<{ films: Media[]; recordings: Media[] }> {
  const videos = await db
    .select({ fileId: articles.fileId, url: articles.videoUrl })
    .from(articles)
    .where(and(eq(articles.status, 1), like(articles.videoUrl, '/media/hls/%')))
    .orderBy(articles.fileId);
  const byFilm = new Map<number, string>();
  for (const v of videos) if (!byFilm.has(filmOf(v.fileId))) byFilm.set(filmOf(v.fileId), v.url);
  return {
    films: [...byFilm.values()].map((url) => ({ url, duration: FILM_SECONDS })),
    recordings: Array.from({ length: TONES }, (_, i) => ({
      url: `/media/audio/tone${i}.m4a`,
      duration: TONE_SECONDS,
    })),
  };
}
