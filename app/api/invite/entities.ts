// The invite area's entities (spec §3 Invite: code, msg, member).

export interface Person {
  nickname: string;
  avatar: string;
}

export interface InviteCode {
  code: string;
  /** the line the publisher suggests sharing with the code */
  message: string;
  member: Person;
}

export interface InviteRules {
  open: boolean;
  /** points the inviter earns per invited device */
  points: number;
  rules: string[];
}

export interface Invited {
  id: number;
  name: string;
  avatar: string;
  at: number;
}

export interface InviteRecords {
  total: number;
  people: Invited[];
}

/** What became of a code opened on this device. */
export type RecordOutcome = 'recorded' | 'unknown' | 'used' | 'own' | 'refused';

export interface RecordResult {
  outcome: RecordOutcome;
  /** who invited (empty when the code is nobody's) */
  inviter: Person;
}
