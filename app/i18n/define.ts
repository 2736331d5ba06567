import type { Language } from './locales';

/** Every key of an area starts with the area's name (its file name): `lists.reads` lives in lists.ts. */
type Prefixed<Area extends string, T> = { [K in keyof T]: K extends `${Area}.${string}` ? string : never };

export interface AreaCatalog<Area extends string, Key extends string> {
  area: Area;
  messages: Record<Language, Record<Key, string>>;
}

/**
 * A catalog area: Chinese is the source; every other language must carry exactly the same keys,
 * so a missing translation is a type error, not a blank on a reader's screen; a key outside the
 * area's prefix is a type error too.
 */
export function defineMessages<const Area extends string, T extends Record<string, string>>(
  area: Area,
  messages: { zh: T & Prefixed<Area, T> } & Record<Exclude<Language, 'zh'>, Record<keyof T, string>>,
): AreaCatalog<Area, keyof T & string> {
  return { area, messages };
}
