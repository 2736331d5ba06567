// Input pieces the organiser's routes share (activities.ts, votes.ts).
import { z } from 'zod';
import type { PublisherContext } from '../context.ts';
import { EditorError } from './route.ts';

/** A time: milliseconds since 1970 or an ISO date-time with its offset; answers milliseconds. */
export const time = (name: string) =>
  z
    .union([z.number().int().positive(), z.iso.datetime({ offset: true })], {
      error: `${name} is milliseconds since 1970 or an ISO date-time`,
    })
    .transform((t) => (typeof t === 'number' ? t : Date.parse(t)));

/** Plain text of at most `max` characters, trimmed; `min` 1 when it is required. */
export const text = (name: string, max: number, min = 0) =>
  z
    .string({ error: `${name} is text` })
    .trim()
    .min(min, `${name} is empty`)
    .max(max, `${name} is too long (at most ${max})`)
    .refine((s) => !/[<>]/.test(s), `${name} may not hold < or >`);

/** Article HTML (sanitised again where it is shown). */
export const html = (name: string) =>
  z.string({ error: `${name} is text` }).max(30_000, `${name} is too long`);

/** A stored picture's ref, as listed under /pic/. */
export const pictureRef = (name: string) =>
  z
    .string({ error: `${name} is a stored picture ref` })
    .max(300)
    .regex(/^[\w-]+(\/[\w.-]+)+$/, `${name} is a stored picture ref`);

/** A field's wire name (the sign-up form's entry_…, the user-info box's name, phone…). */
export const fieldKey = z
  .string({ error: 'key is required' })
  .regex(/^[A-Za-z_][A-Za-z0-9_]{0,39}$/, 'key: letters, digits and _, at most 40');

/** A refusal (400) unless every ref names a stored picture. */
export async function storedPictures(ctx: PublisherContext, refs: (string | null | undefined)[]) {
  const wanted = refs.filter((r): r is string => !!r);
  const known = await ctx.articles.imageSizes(wanted);
  const unknown = wanted.find((r) => !known.has(r));
  if (unknown) throw new EditorError(400, `no stored picture ${unknown}`);
}

/** A path's id, or 404 with `what`. */
export function pathId(params: Record<string, string>, what: string): number {
  const id = Number(params.id);
  if (!/^\d{1,9}$/.test(params.id ?? '') || id <= 0) throw new EditorError(404, `no such ${what}`);
  return id;
}

/** Unique by `key`: the first repeated key, if any. */
export function repeatedKey(items: { key: string }[]): string | undefined {
  const seen = new Set<string>();
  return items.find((i) => (seen.has(i.key) ? true : (seen.add(i.key), false)))?.key;
}
