import { z } from 'zod';
import { badInput } from '../../envelope.ts';
import { describeIssue, plainText } from '../../validation.ts';
import type { Receiver } from './exchange-once.ts';

/** Where goods go: a name, a mainland mobile number and an address, as plain text. */
const receiverInput = z.object({
  name: plainText('收货人姓名', 20),
  phone: z.string().regex(/^1[3-9]\d{9}$/, '请填写正确的手机号'),
  address: plainText('收货地址', 120).refine((a) => a.length >= 5, '请填写完整的收货地址'),
});

/** The receiver sent with a goods exchange, trimmed and checked; a 400 with what is missing or wrong otherwise. */
export function readReceiver(sent: { name?: string; phone?: string; address?: string }): Receiver {
  const parsed = receiverInput.safeParse({
    name: sent.name?.trim() ?? '',
    phone: sent.phone?.trim() ?? '',
    address: sent.address?.trim() ?? '',
  });
  if (!parsed.success) throw badInput(describeIssue(parsed.error));
  return parsed.data;
}
