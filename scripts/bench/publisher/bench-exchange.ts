// The points shop's concurrency figure (issue 45), on the writes' publisher (test hooks on): EXCHANGE_RACERS members,
// each with points enough, exchange the last LAST_ITEMS items of a product at once. Exactly LAST_ITEMS exchanges
// must go through, every other racer hear 已兑完, and the points be deducted exactly LAST_ITEMS times.
import { EXCHANGE_REFUSED } from '../../../publisher/app-if/shop/refusals.ts';
import { form, formHeaders, hook, type Member } from './bench-writes.ts';

/** issue 45: members exchanging at once for the last items */
export const EXCHANGE_RACERS = 200;
export const LAST_ITEMS = 5;
const PRICE = 100;

export type ExchangeFigures = {
  ms: number;
  succeeded: number;
  soldOut: number;
  /** racers who heard neither success nor 已兑完 */
  other: number;
  /** the racers' points history lines for the exchange (兑换), read back after the race */
  deductions: number;
};

type Answer = { status?: number; message?: string; data?: { list?: { srname: string; msg: string }[] } };

export async function exchangeRace(base: string, members: Member[]): Promise<ExchangeFigures> {
  if (members.length < EXCHANGE_RACERS) throw new Error('too few members for the exchange race');
  const racers = members.slice(0, EXCHANGE_RACERS);
  const title = `压测月饼礼盒${Date.now()}`;
  const { productId } = await hook<{ productId: number }>(base, 'product', {
    title,
    stock: LAST_ITEMS,
    price: PRICE,
    limitCount: 1,
  });
  for (const m of racers)
    await hook(base, 'points', { uid: m.uid, records: [{ score: PRICE, rule: '签到' }] });
  const exchange = async (m: Member, n: number) => {
    const response = await fetch(`${base}/app_if/productExchange`, {
      method: 'POST',
      headers: formHeaders(m.token),
      body: form({
        productID: productId,
        userID: m.uid,
        requestKey: `bench-${productId}-${n}`,
        name: `兑换者${n}`,
        phone: `138${String(n).padStart(8, '0')}`,
        address: `青岚市望湖区湖滨路 ${n + 1} 号`,
      }),
    });
    return (await response.json()) as Answer;
  };
  const started = performance.now();
  const answers = await Promise.all(racers.map((m, n) => exchange(m, n)));
  const ms = Math.round(performance.now() - started);
  const succeeded = answers.filter((a) => a.status === 0).length;
  const soldOut = answers.filter(
    (a) => a.status !== 0 && a.message === EXCHANGE_REFUSED.soldOut.message,
  ).length;
  let deductions = 0;
  for (const m of racers) {
    const history = (await (
      await fetch(`${base}/app_if/myScoreList?userID=${m.uid}&page=0&siteId=1&curVersions=1`, {
        headers: { token: m.token },
      })
    ).json()) as Answer;
    deductions += (history.data?.list ?? []).filter(
      (l) => l.srname === '兑换' && l.msg === `兑换${title}`,
    ).length;
  }
  return { ms, succeeded, soldOut, other: answers.length - succeeded - soldOut, deductions };
}
