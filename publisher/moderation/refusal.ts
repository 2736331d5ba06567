import { badInput, PublisherError, STATUS } from '../envelope.ts';
import type { ModerationDecision } from './kinds.ts';

/**
 * The pipeline's refusal as every area that takes a reader's text answers it: the member (banned, suspended) 403,
 * else the text 400, in the pipeline's words (`fallback` when it gave none). An area with a refusal of its own (a
 * closed live or circle) answers that first.
 */
export function refusalOf(decision: ModerationDecision, fallback: string): PublisherError {
  const [reason] = decision.reasons;
  if (reason === 'banned' || reason === 'suspended')
    return new PublisherError(403, STATUS.error, decision.message ?? fallback);
  return badInput(decision.message ?? fallback);
}
