// Calls for submissions' client. Member calls need a signed-in reader (NotSignedIn before anything leaves).
import type { Core } from '../core';
import { memberIdOf, signedInMemberId } from '../member';
import type { Call, CallPage, Submission, SubmissionDraft } from './entities';
import { submissionOperations as ops } from './operations';

export interface SubmissionApi {
  memberId(): string | undefined;
  /** page 0-based, 20 a page, the latest to open first */
  calls(page?: number): Promise<CallPage>;
  /** null: no such call */
  call(id: number): Promise<Call | null>;
  submit(draft: SubmissionDraft): Promise<{ id: number }>;
  /** the member's submissions, to one call or all, newest first */
  mine(callId?: number): Promise<Submission[]>;
  /** one of the member's submissions; null: none, or not theirs */
  submission(id: number): Promise<Submission | null>;
}

export function createSubmissionApi(core: Core): SubmissionApi {
  const userID = () => signedInMemberId(core.credentials);
  return {
    memberId: () => memberIdOf(core.credentials),
    calls: (page = 0) => core.call(ops.inputArticleList, { page }),
    call: (id) => core.call(ops.inputArticleDetail, { id }),
    submit: async (d) =>
      core.call(ops.submitArticle, {
        userID: userID(),
        callID: d.callId,
        title: d.title,
        content: d.text,
        authorName: d.authorName,
        contactNo: d.phone || undefined,
        files: d.fileIds.join(',') || undefined,
        requestKey: d.requestKey,
      }),
    mine: async (callId) => core.call(ops.myInputArticles, { userID: userID(), callID: callId }),
    submission: async (id) => core.call(ops.inputArticleContent, { userID: userID(), id }),
  };
}
