// No React here: the pure lookup with {name} interpolation, shared by the server and the browser.
import type { MessageKey, Messages } from './messages.server';

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** A key whose area the page did not receive reads as the key itself (routeCatalogs.test.ts forbids it). */
export function createTranslate(messages: Partial<Messages>): Translate {
  return (key, vars) => {
    const text = messages[key] ?? key;
    if (!vars) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
  };
}
