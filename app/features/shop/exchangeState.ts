import type { ExchangeRefusal, MemberStanding } from '~/api/shop/entities';
import type { MessageKey } from '~/i18n/messages.server';
import type { ProductView } from './productView';

/** What the exchange button says: it is open to this reader, or why not (the refusal the publisher would give). */
export type ExchangeState = 'open' | ExchangeRefusal;

/**
 * Read before a tap, from what the page knows: the product's window and stock, and once a member is known their
 * points and limit. The publisher checks it all again under its locks; its answer wins (exchangeRefusal).
 */
export function exchangeState(
  product: Pick<ProductView, 'state' | 'points'>,
  stock: number,
  standing?: MemberStanding,
): ExchangeState {
  if (product.state === 'notStarted' || product.state === 'ended') return product.state;
  if (product.state === 'soldOut' || stock <= 0) return 'soldOut';
  if (standing?.limitLeft === 0) return 'limit';
  if (standing && standing.points < product.points) return 'insufficient';
  return 'open';
}

export const refusalText: Record<ExchangeRefusal, MessageKey> = {
  insufficient: 'shop.refusal.insufficient',
  soldOut: 'shop.refusal.soldOut',
  limit: 'shop.refusal.limit',
  notStarted: 'shop.refusal.notStarted',
  ended: 'shop.refusal.ended',
  signIn: 'shop.refusal.signIn',
};
