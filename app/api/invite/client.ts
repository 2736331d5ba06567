// The invite area's client: the member's code and the people they invited, the rules for anyone, and recording a
// code opened on this device (the device id is the imei real clients send).
import type { Core } from '../core';
import { memberIdOf } from '../member';
import type { InviteCode, InviteRecords, InviteRules, RecordResult } from './entities';
import { inviteOperations as ops } from './operations';

export interface InviteApi {
  /** the signed-in member's id, undefined for a visitor */
  memberId(): string | undefined;
  rules(): Promise<InviteRules>;
  myCode(): Promise<InviteCode>;
  invited(page: number): Promise<InviteRecords>;
  record(code: string, name?: string): Promise<RecordResult>;
}

export function createInviteApi(core: Core): InviteApi {
  const memberId = () => memberIdOf(core.credentials);
  return {
    memberId,
    rules: () => core.call(ops.inviteConfig, {}),
    myCode: () => core.call(ops.getInviteCode, { uid: memberId() ?? '' }),
    invited: (page) => core.call(ops.inviteRecord, { uid: memberId() ?? '', page }),
    record: (code, name) =>
      core.call(ops.codeImeiRecord, { code, imei: core.credentials.device(), uid: memberId(), name }),
  };
}
