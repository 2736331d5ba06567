import type { AreaContractCalls } from '../../every-operation.ts';
import { editorHeaders, signedInMembers, uploadedFile } from '../../test-support.ts';
import { png } from '../../uploads/test-files.ts';

/** The newsroom opens a call; a member reads it, sends a submission with a picture, and reads it back. */
export const submissionContractCalls: AreaContractCalls = async (c) => {
  const now = c.pub.clock.now();
  const made = await c.pub.app.inject({
    method: 'POST',
    url: '/editor/api/calls',
    headers: editorHeaders,
    payload: {
      title: '契约征稿',
      organizer: '青岚日报社',
      rules: '1. 原创。',
      content: '<p>征稿说明</p>',
      startTime: now - 1_000,
      endTime: now + 86_400_000,
    },
  });
  const callID = Number(made.json().id);
  const [m] = (await signedInMembers(c.pub, 1)) as [{ uid: number; token: string }];
  const picture = await uploadedFile(c.pub, m, { name: 'IMG_1.PNG', type: 'image/png', bytes: await png() });
  await c.app('inputArticleList', { page: 0 }, { token: c.token });
  await c.app('inputArticleDetail', { id: callID }, { token: c.token });
  const sent = await c.app(
    'submitArticle',
    {
      userID: m.uid,
      callID,
      title: '湖畔荷花',
      content: '清晨的青岚湖。',
      authorName: '林小溪',
      contactNo: '13800003333',
      files: String(picture),
    },
    { token: m.token, method: 'POST' },
  );
  await c.app('myInputArticles', { userID: m.uid, callID }, { token: m.token });
  await c.app('inputArticleContent', { userID: m.uid, id: Number(sent.id) }, { token: m.token });
};
