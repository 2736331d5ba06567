// The invite area (spec §7 "Invites: invite code get, invite config, invite record"; amuc invitecode/*).
import { appIf } from '../operation';
import { parseInviteCode, parseInviteRecords, parseInviteRules, parseRecordResult } from './parse';

const member = { userIdFields: ['uid'] } as const;

export const inviteOperations = {
  getInviteCode: appIf('getInviteCode', parseInviteCode, member),
  inviteConfig: appIf('inviteConfig', parseInviteRules, { cache: 'public' }),
  inviteRecord: appIf('inviteRecord', parseInviteRecords, member),
  codeImeiRecord: appIf('codeImeiRecord', parseRecordResult, member),
};
