// The language a reader gets before choosing one (spec §1: Chinese unless configured). Server-only: it reads
// the environment, and the browser never needs it (the page arrives in the reader's language).
import { defaultLanguage, isLanguage, type Language } from './locales';

/** `DEFAULT_LANGUAGE` when it names a language we speak (zh, en, de, fr, bo), else Chinese. */
export function configuredDefaultLanguage(env: Record<string, string | undefined> = process.env): Language {
  const value = env.DEFAULT_LANGUAGE?.trim().toLowerCase();
  return isLanguage(value) ? value : defaultLanguage;
}
