import type { Language } from './locales';

/**
 * A catalog area: Chinese is the source; every other language must carry exactly the same keys,
 * so a missing translation is a type error, not a blank on a reader's screen.
 */
export function defineMessages<T extends Record<string, string>>(
  messages: { zh: T } & Record<Exclude<Language, 'zh'>, Record<keyof T, string>>,
) {
  return messages;
}
