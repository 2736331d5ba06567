import { z } from 'zod';
import type { PublisherContext } from '../context.ts';

/**
 * A test-only factory (PUBLISHER_TEST_HOOKS=1), registered by test-hooks.ts. `app_if` (the default): POST JSON at
 * `/app_if/test/<name>`, answered `{status:0, message:'success', data}`, bad input 400 with a message. `sso`: GET at
 * `/sso-app/test/<name>` with a query, answered in the SSO envelopes.
 */
export type TestHook<S extends z.ZodType = z.ZodType> = {
  name: string;
  service?: 'app_if' | 'sso';
  input: S;
  handle: (ctx: PublisherContext, input: z.infer<S>) => Promise<Record<string, unknown>>;
};

export function testHook<S extends z.ZodType>(hook: TestHook<S>): TestHook {
  return hook as unknown as TestHook;
}

/** An integer sent as a JSON number or a digit string. */
export const intField = (name: string, min: number, max: number) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,10}$/, `${name} 必须是整数`)
          .transform(Number),
      ],
      {
        error: `${name} 必须是整数`,
      },
    )
    .refine((n) => Number.isInteger(n) && n >= min && n <= max, `${name} 超出范围 (${min}–${max})`);

/** Names as sent, markup included: browser tests feed hostile text through the factories. */
export const nameField = (name: string, max: number) =>
  z
    .string({ error: `缺少参数 ${name}` })
    .min(1, `${name} 不能为空`)
    .max(max, `${name} 过长`);
