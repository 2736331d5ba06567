// Form fields of what readers send the newsroom (tip-offs, submissions): their own words and a contact phone.
import { z } from 'zod';
import { withoutDirectionControls } from '../validation.ts';
import { normaliseComment } from './comments/text.ts';

/** Free text of at most `max` characters (code points), the reader's own words, cleaned as comments are. */
export const readerWords = (name: string, max: number, required = false) =>
  z
    .string()
    .optional()
    .default('')
    .transform(normaliseComment)
    .refine((s) => !required || s.length > 0, `请填写${name}`)
    .refine((s) => [...s].length <= max, `${name}不能超过${max}字`);

/** A phone the newsroom alone sees (never on a page): empty, or 5 to 20 digits, spaces and dashes after a `+`. */
export const contactPhone = () =>
  z
    .string()
    .optional()
    .default('')
    .transform((s) => withoutDirectionControls(s).trim())
    .refine((s) => s === '' || /^\+?[\d\s-]{5,20}$/.test(s), '联系电话格式不正确');
