import { createHmac } from 'node:crypto';
import type { ModerationKind } from './kinds.ts';
import type { Webhook } from './settings.ts';

/** What the site's moderation service is sent about one item (docs/moderation.md "The webhook"). */
export type WebhookQuestion = {
  kind: ModerationKind;
  id: number;
  uid: number;
  content: string;
  pics: string[];
};
type WebhookAnswer = { decision: 'approve' | 'reject' | 'hold'; reason?: string };

const MAX_ANSWER_BYTES = 16 * 1024;
const MAX_REASON_CHARS = 200;

/** `sha256=<hex>`: the HMAC-SHA256 of the exact body bytes with the site's secret. */
export const signature = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;

function readAnswer(text: string): WebhookAnswer | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const { decision, reason } = (value ?? {}) as Record<string, unknown>;
  if (decision !== 'approve' && decision !== 'reject' && decision !== 'hold') return undefined;
  return typeof reason === 'string' && reason.trim()
    ? { decision, reason: [...reason.trim()].slice(0, MAX_REASON_CHARS).join('') }
    : { decision };
}

/**
 * Asks the site's moderation service about one item: a signed JSON POST that gives up after the webhook's timeout
 * (the answer's body included). Undefined, leaving the decision to the pipeline, for a 204, a status other than 2xx, a
 * body that is not a decision, a network error or the timeout; the post never waits longer, and the event loop
 * serves other readers meanwhile.
 */
export async function askWebhook(
  hook: Webhook,
  question: WebhookQuestion,
  onFailure: (error: unknown) => void = () => undefined,
): Promise<WebhookAnswer | undefined> {
  const body = JSON.stringify(question);
  try {
    const response = await fetch(hook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-moderation-signature': signature(hook.secret, body) },
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(hook.timeoutMs),
    });
    if (!response.ok || response.status === 204) {
      await response.body?.cancel();
      return undefined;
    }
    const text = await response.text();
    return text.length > MAX_ANSWER_BYTES ? undefined : readAnswer(text);
  } catch (error) {
    onFailure(error);
    return undefined;
  }
}
