import { expect } from 'vitest';
import { accountContractCalls } from './app-if/account/contract-calls.ts';
import { activityContractCalls } from './app-if/activity/contract-calls.ts';
import { articleContractCalls } from './app-if/article/contract-calls.ts';
import { columnsContractCalls } from './app-if/columns/contract-calls.ts';
import { listsContractCalls } from './app-if/lists/contract-calls.ts';
import { searchContractCalls } from './app-if/search/contract-calls.ts';
import { liveContractCalls } from './app-if/live/contract-calls.ts';
import { sessionContractCalls } from './app-if/session/contract-calls.ts';
import { subscriptionContractCalls } from './app-if/subscription/contract-calls.ts';
import { reporterContractCalls } from './app-if/reporter/contract-calls.ts';
import { leaderContractCalls } from './app-if/leader/contract-calls.ts';
import { interactionContractCalls } from './app-if/interaction/contract-calls.ts';
import { pointsContractCalls } from './app-if/points/contract-calls.ts';
import { inviteContractCalls } from './app-if/invite/contract-calls.ts';
import { topicContractCalls } from './app-if/topic/contract-calls.ts';
import { commentsContractCalls } from './app-if/comments/contract-calls.ts';
import { voteContractCalls } from './app-if/vote/contract-calls.ts';
import { uploadsContractCalls } from './uploads/contract-calls.ts';
import { paperContractCalls } from './app-if/paper/contract-calls.ts';
import { shortVideoContractCalls } from './app-if/shortVideo/contract-calls.ts';
import { shopContractCalls } from './app-if/shop/contract-calls.ts';
import { studyContractCalls } from './app-if/study/contract-calls.ts';
import { circleContractCalls } from './app-if/circle/contract-calls.ts';
import { adsContractCalls } from './app-if/ads/contract-calls.ts';
import { askContractCalls } from './app-if/ask/contract-calls.ts';
import { qaContractCalls } from './app-if/qa/contract-calls.ts';
import { tipoffContractCalls } from './app-if/tipoff/contract-calls.ts';
import { submissionContractCalls } from './app-if/submission/contract-calls.ts';
import { callAppIf, callSso, type TestPublisher, type UploadFile } from './test-support.ts';

type Payload = Record<string, unknown>;

/** What an area's contract calls are given. */
export type ContractCalls = {
  pub: TestPublisher;
  /** An app_if call in the wrapped envelope; its payload is kept, and anything but status 0 fails the test. */
  app: (
    op: string,
    params: Record<string, string | number>,
    options?: {
      token?: string;
      method?: 'POST';
      file?: UploadFile;
      headers?: Record<string, string>;
      /** the operation's other form (wire-fixtures.ts): its payload is kept as `<op>.<form>` */
      form?: string;
    },
  ) => Promise<Payload>;
  /** An SSO call; its payload is kept, and anything but code 1 fails the test. */
  sso: (op: string, params: Record<string, string>, headers?: Record<string, string>) => Promise<Payload>;
  /** The last SMS code sent to a phone (the test hook). */
  lastCode: (phone: string) => Promise<string>;
  /** The anonymous token the session area's calls leave for the areas after it. */
  token: string;
};

/** An area's calls: each of its operations once, with good input and data rich enough to show every field. */
export type AreaContractCalls = (c: ContractCalls) => Promise<void>;

export const CONTRACT_DEVICE = 'contract-device';

/** In this order: session first (it gets the token). A new area is one line here. */
const AREA_CALLS: AreaContractCalls[] = [
  sessionContractCalls,
  columnsContractCalls,
  listsContractCalls,
  articleContractCalls,
  accountContractCalls,
  subscriptionContractCalls,
  reporterContractCalls,
  leaderContractCalls,
  activityContractCalls,
  searchContractCalls,
  liveContractCalls,
  interactionContractCalls,
  pointsContractCalls,
  inviteContractCalls,
  topicContractCalls,
  commentsContractCalls,
  voteContractCalls,
  uploadsContractCalls,
  paperContractCalls,
  shortVideoContractCalls,
  shopContractCalls,
  studyContractCalls,
  circleContractCalls,
  adsContractCalls,
  askContractCalls,
  qaContractCalls,
  tipoffContractCalls,
  submissionContractCalls,
];

/**
 * Calls every operation once with good input and returns each payload; the contract test holds them to the front
 * end's wire fixtures, here on PGlite and in the PostgreSQL pass.
 */
export async function callEveryOperation(p: TestPublisher): Promise<Record<string, unknown>> {
  const payloads: Record<string, unknown> = {};
  const c: ContractCalls = {
    pub: p,
    app: (op, params, options = {}) =>
      callAppIf(p.app, op, params, options).then(({ body }) => {
        expect(body.status, `${op}: ${body.message}`).toBe(0);
        payloads[options.form ? `${op}.${options.form}` : op] = body.data;
        return body.data as Payload;
      }),
    sso: (op, params, headers = {}) =>
      callSso(p.app, op, params, headers, '10.9.9.9').then(({ body }) => {
        expect(body.code, `${op}: ${body.msg}`).toBe(1);
        payloads[op] = body.data;
        return body.data;
      }),
    lastCode: async (phone) =>
      (await p.app.inject({ url: `/sso-app/test/lastCode?phone=${phone}` })).json().data.code as string,
    token: '',
  };
  for (const calls of AREA_CALLS) await calls(c);
  return payloads;
}
