import { z } from 'zod';
import { badInput } from './envelope.ts';

/**
 * Shared pieces for the per-operation schemas. Parameters arrive as strings (query or form), so ids are
 * checked as digit strings: "1 OR 1=1", "<b>1</b>" or "1e9" never reach a query.
 */
export function intParam(name: string, min: number, max: number) {
  return z
    .string({ error: `缺少参数 ${name}` })
    .regex(/^-?\d{1,16}$/, `${name} 必须是整数`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} 超出范围 (${min}–${max})`);
}

export function optionalIntParam(name: string, min: number, max: number, fallback: number) {
  return z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' ? String(fallback) : v))
    .pipe(intParam(name, min, max));
}

export const MAX_ID = 2_147_483_647;
/** Far past any real feed; anything larger is a probe, not a reader. */
export const MAX_PAGE = 500;

/** Device and client ids: letters, digits and a few separators, nothing that could be markup. */
export const deviceParam = z
  .string({ error: '缺少参数 device' })
  .regex(/^[A-Za-z0-9_.:-]{1,128}$/, 'device 格式不正确');

/**
 * Characters no one types and no browser sends in a parameter: control characters other than tab and line breaks
 * (PostgreSQL refuses NUL in text with an error), U+FFFD (what invalid UTF-8 decodes to: a reader never types it)
 * and lone surrogates (half an emoji, which UTF-8 cannot carry).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNREADABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]|\p{Cs}/u;

export const isReadableText = (text: string) => !UNREADABLE.test(text);

const unreadableIn = (name: string) =>
  name ? `参数 ${name} 含有无法识别的字符` : '请求内容含有无法识别的字符';

/** Decoded, or undefined when `raw` holds a broken escape or decodes to unreadable text. */
function decodeFormPart(raw: string): string | undefined {
  try {
    const text = decodeURIComponent(raw.replaceAll('+', ' '));
    return isReadableText(text) ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What is wrong with a query string or urlencoded body (`a=1&b=2`, undecoded), in words, or undefined when every
 * name and value decodes to readable text. Read before any parser: they keep a broken escape (`%C3%28`, `%FF`,
 * `%ED%A0%80`) as typed, which no later check can tell from text.
 */
export function unreadableForm(text: string): string | undefined {
  // most requests read as a whole; only a refusal needs the pair at fault (an escape never spans `&` or `=`)
  if (decodeFormPart(text) !== undefined) return undefined;
  for (const pair of text.split('&')) {
    const at = pair.indexOf('=');
    const name = decodeFormPart(at < 0 ? pair : pair.slice(0, at));
    if (name === undefined) return '参数名含有无法识别的字符';
    if (at >= 0 && decodeFormPart(pair.slice(at + 1)) === undefined) return unreadableIn(name);
  }
  return undefined;
}

/**
 * What is wrong with parsed parameters (a JSON or multipart body, decrypted parameters, a JSON field's object), in
 * words, or undefined when every name and text in it is readable. A file's bytes (a Buffer) are not text.
 */
export function unreadableParameter(value: unknown, name = ''): string | undefined {
  if (typeof value === 'string') return isReadableText(value) ? undefined : unreadableIn(name);
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (!isReadableText(key)) return '参数名含有无法识别的字符';
    const problem = unreadableParameter(item, Array.isArray(value) ? name : name ? `${name}.${key}` : key);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * Direction controls: embeddings and overrides (U+202A–202E), isolates (U+2066–2069) and the marks (U+200E, U+200F,
 * U+061C). Unseen, they make a name or a comment read backwards or turn the text shown after it around. Every text
 * a reader writes (nickname, comment, chat, sign-up and vote answers) is stored without them; dropped rather than
 * refused, as a pasted name may carry one nobody can see.
 */
const DIRECTION_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export const withoutDirectionControls = (text: string) => text.replace(DIRECTION_CONTROLS, '');

/** Free text from members (nicknames): no markup characters, no direction controls. */
export function plainText(name: string, max: number) {
  return z
    .string({ error: `缺少参数 ${name}` })
    .overwrite(withoutDirectionControls)
    .min(1, `${name} 不能为空`)
    .max(max, `${name} 过长`)
    .refine((s) => !/[<>]/.test(s), `${name} 不能包含 HTML`);
}

/** The first problem in words, with the field it concerns. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '参数错误';
  const field = issue.path.join('.');
  return issue.code === 'invalid_type' && field && !issue.message.includes(field)
    ? `参数 ${field} 缺失或类型错误`
    : issue.message;
}

/** A form field that holds a JSON object (a sign-up form, the user-info box); anything else is a 400 with `message`. */
export function jsonObject(text: string, message: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badInput(message);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badInput(message);
  // JSON escapes (\u0000, \ud800) get past the check on the field's own text
  const unreadable = unreadableParameter(value);
  if (unreadable) throw badInput(unreadable);
  return value as Record<string, unknown>;
}
