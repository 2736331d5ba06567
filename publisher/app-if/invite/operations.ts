import { codeImeiRecord } from './code-imei-record.ts';
import { getInviteCode } from './get-invite-code.ts';
import { inviteConfig } from './invite-config.ts';
import { inviteRecord } from './invite-record.ts';

/** Invites: the member's code, the rules, who they invited, and recording a code opened on a device. */
export const inviteOperations = [getInviteCode, inviteConfig, inviteRecord, codeImeiRecord];
