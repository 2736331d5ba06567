// What the moderation tests share: a publisher with an article to comment on, the editor API, a member's comment,
// the settings put back between tests.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  callAppIf,
  createArticle,
  editorHeaders,
  testPublisher,
  type TestPublisher,
} from '../test-support.ts';

export type Member = { uid: number; token: string };

export async function editor(
  pub: TestPublisher,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  const response = await pub.app.inject({
    method,
    url: `/editor/api/${url}`,
    headers: editorHeaders,
    ...(payload ? { payload } : {}),
  });
  return { statusCode: response.statusCode, body: response.json() as Record<string, unknown> };
}

/** The site as the seed has it: no words, no webhook, no new-member rule, each area's own mode. */
export const resetModeration = (pub: TestPublisher) =>
  editor(pub, 'PUT', 'moderation/settings', {
    mode: null,
    bannedWords: [],
    suspectWords: [],
    newMemberApprovals: 0,
    webhook: null,
  });

export const postComment = (pub: TestPublisher, m: Member, rootID: number, content: string) =>
  callAppIf(pub.app, 'discuss', { userID: m.uid, rootID, content }, { token: m.token, method: 'POST' });

/** The comment a successful discuss answered. */
export const posted = (body: { data?: unknown }) =>
  (body.data as { discuss: { id: number; discussStatus: number } }).discuss;

export const queue = async (pub: TestPublisher, name: 'pending' | 'held' | 'reported', kind = 'comment') =>
  (await editor(pub, 'GET', `moderation/queue?queue=${name}&kind=${kind}&limit=200`)).body.list as {
    kind: string;
    id: number;
    uid: number;
    content: string;
    pics: string[];
    reasons: string[];
  }[];

/**
 * A publisher of the describe block's own, with one article (`fileId`) to comment on, and its moderation settings put
 * back as the seed has them before each test.
 */
export function moderationPublisher(title: string) {
  const site = {} as { pub: TestPublisher; fileId: number };
  beforeAll(async () => {
    site.pub = await testPublisher();
    site.fileId = (await createArticle(site.pub, { title, content: '<p>正文</p>' })).fileId;
  });
  afterAll(() => site.pub.close());
  beforeEach(() => resetModeration(site.pub));
  return site;
}
