// Why an exchange was refused, from the publisher's status (ours, 10301–10305: publisher/app-if/shop/refusals.ts) or
// the interface's sign-in codes, so the page says 积分不足, 已兑完… in the reader's language.
import { isPublisherError } from '../errors';
import type { ExchangeRefusal } from './entities';
import { NotSignedIn } from '../member';

const byStatus: Record<number, ExchangeRefusal> = {
  10301: 'insufficient',
  10302: 'soldOut',
  10303: 'limit',
  10304: 'notStarted',
  10305: 'ended',
  // 10111: no member token; 10102 and 10103: the member's sign-in ran out or moved elsewhere
  10111: 'signIn',
  10102: 'signIn',
  10103: 'signIn',
};

/** The refusal an exchange's failure stands for, or undefined for any other failure (the network, bad input…). */
export function exchangeRefusal(error: unknown): ExchangeRefusal | undefined {
  if (error instanceof NotSignedIn) return 'signIn';
  return isPublisherError(error) && error.kind === 'status' ? byStatus[error.code] : undefined;
}
