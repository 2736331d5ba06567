// No React here: the pure lookup with {name} interpolation, shared by the server and the browser.
import type { MessageKey, Messages } from './messages.server';

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

export function createTranslate(messages: Messages): Translate {
  return (key, vars) => {
    const text = messages[key] ?? key;
    if (!vars) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
  };
}
