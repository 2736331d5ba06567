// 问政's client. Member calls need a signed-in reader (api/member.ts).
import type { Core } from '../core';
import { memberIdOf, signedInMemberId } from '../member';
import type { Inquiry, InquiryForm, MyInquiry } from './entities';
import { qaOperations as ops } from './operations';

export interface NewInquiry {
  title: string;
  text: string;
  realName: string;
  phone: string;
  categoryId: number;
  regionId: number;
  departmentId: number;
  location: string;
  /** finished uploads: pictures, films, recordings */
  uploadIds: number[];
  requestKey: string;
}

export interface QaApi {
  memberId(): string | undefined;
  /** null: not public (not accepted yet) or unknown; `generation` picks the parser */
  inquiry(id: number, generation: 'old' | 'new'): Promise<Inquiry | null>;
  form(): Promise<InquiryForm>;
  submit(inquiry: NewInquiry): Promise<{ id: number }>;
  mine(page?: number): Promise<MyInquiry[]>;
  /** the member's own inquiry, whatever its state; null when it is not theirs */
  mineOne(id: number): Promise<MyInquiry | null>;
  followUp(id: number, text: string): Promise<boolean>;
  rate(id: number, stars: number, comment: string): Promise<boolean>;
}

export function createQaApi(core: Core): QaApi {
  const userID = () => signedInMemberId(core.credentials);
  return {
    memberId: () => memberIdOf(core.credentials),
    inquiry: (id, generation) =>
      core.call(generation === 'new' ? ops['qaDetail.new'] : ops.qaDetail, { fileId: id }),
    form: () => core.call(ops.qaForm, {}),
    submit: async (q) =>
      core.call(ops.saveQa, {
        userID: userID(),
        title: q.title,
        content: q.text,
        realName: q.realName,
        phone: q.phone,
        groupID: q.categoryId,
        regionId: q.regionId,
        departmentId: q.departmentId,
        location: q.location,
        pics: q.uploadIds.join(','),
        requestKey: q.requestKey,
        device: core.credentials.device(),
      }),
    mine: async (page = 0) => core.call(ops.myQA, { userID: userID(), page }),
    mineOne: async (id) => (await core.call(ops.myQA, { userID: userID(), page: 0, fileId: id }))[0] ?? null,
    followUp: async (id, text) => core.call(ops.qaFollowUp, { userID: userID(), fileId: id, content: text }),
    rate: async (id, stars, comment) =>
      core.call(ops.qaRate, { userID: userID(), fileId: id, rating: stars, comment }),
  };
}
