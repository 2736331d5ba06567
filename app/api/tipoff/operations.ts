// Tip-offs (tipoffDetail/:id?.html; docs/tipoff.md): sending one, reading one, the member's own.
import { appIf } from '../operation';
import { parseMyTipoffs, parseTipoff, parseTipoffSent } from './parse';

const member = { userIdFields: ['userID'] } as const;

export const tipoffOperations = {
  tipoff: appIf('tipoff', parseTipoffSent, { ...member, method: 'POST' }),
  // a published tip-off is the same for everyone; the author's own (userID) is never shared
  tipoffContent: appIf('tipoffContent', parseTipoff, {
    ...member,
    cache: (params) => params.userID === undefined,
    lookup: true,
  }),
  myTipoff: appIf('myTipoff', parseMyTipoffs, member),
};
