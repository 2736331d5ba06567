import type { AreaContractCalls } from '../every-operation.ts';
import { signedInMembers } from '../test-support.ts';
import { WIRE_TYPE } from './kinds.ts';
import { film } from './test-files.ts';

/** A film, so the answers carry every field (the poster and the length included). */
export const uploadsContractCalls: AreaContractCalls = async (c) => {
  const [member] = (await signedInMembers(c.pub, 1)) as [{ uid: number; token: string }];
  const as = { token: member.token };
  const bytes = await film();
  const issued = await c.app(
    'mamUploadAccessToken',
    { userID: member.uid, type: WIRE_TYPE.video, size: bytes.length },
    as,
  );
  const uploadId = Number(issued.uploadId);
  await c.app(
    'mamUpload',
    { userID: member.uid, uploadId },
    { ...as, method: 'POST', file: { name: 'IMG_0001.MOV', type: 'video/quicktime', bytes } },
  );
  await c.app('mamUploadDone2', { userID: member.uid, uploadId }, as);
  await c.app('mamUploadResults', { userID: member.uid, ids: String(uploadId) }, { ...as, method: 'POST' });
};
