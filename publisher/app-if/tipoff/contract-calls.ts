import type { AreaContractCalls } from '../../every-operation.ts';
import { signedInMembers, uploadedFile } from '../../test-support.ts';
import { png } from '../../uploads/test-files.ts';

/** A member sends a tip-off with a photo, reads it, and lists their own (films: tipoff.test.ts, the uploads' calls). */
export const tipoffContractCalls: AreaContractCalls = async (c) => {
  const [m] = (await signedInMembers(c.pub, 1)) as [{ uid: number; token: string }];
  const picture = await uploadedFile(c.pub, m, { name: 'IMG_1.PNG', type: 'image/png', bytes: await png() });
  const sent = await c.app(
    'tipoff',
    {
      userID: m.uid,
      userName: '王女士',
      contactNo: '13800001111',
      topic: '北坡路口积水',
      content: '今早七点北坡路口积水没过脚踝，公交绕行。',
      place: '北坡路与青岚大道路口',
      happenTime: '今天 07:00',
      imgUrl: String(picture),
    },
    { token: m.token, method: 'POST' },
  );
  await c.app('tipoffContent', { docID: Number(sent.docID), userID: m.uid }, { token: m.token });
  await c.app('myTipoff', { userID: m.uid }, { token: m.token });
};
