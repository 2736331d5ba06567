// Calls for submissions and submissions (seekArticleDetail, inputArticleDetail; docs/submission.md).
import { appIf } from '../operation';
import { parseCall, parseCallPage, parseSubmission, parseSubmissions, parseSubmitted } from './parse';

const member = { userIdFields: ['userID'] } as const;

export const submissionOperations = {
  inputArticleList: appIf('inputArticleList', parseCallPage, { cache: 'public' }),
  // never shared: a call closed by the newsroom must read closed at once
  inputArticleDetail: appIf('inputArticleDetail', parseCall, { lookup: true }),
  submitArticle: appIf('submitArticle', parseSubmitted, { ...member, method: 'POST' }),
  myInputArticles: appIf('myInputArticles', parseSubmissions, member),
  inputArticleContent: appIf('inputArticleContent', parseSubmission, { ...member, lookup: true }),
};
