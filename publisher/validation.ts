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

/** Free text from members (nicknames): no markup characters. */
export function plainText(name: string, max: number) {
  return z
    .string({ error: `缺少参数 ${name}` })
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
  return value as Record<string, unknown>;
}
