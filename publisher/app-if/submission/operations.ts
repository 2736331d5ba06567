import { inputArticleDetail, inputArticleList } from './calls.ts';
import { inputArticleContent, myInputArticles } from './mine.ts';
import { submitArticle } from './submit.ts';

/**
 * Calls for submissions and submissions (征稿, 投稿; seekArticleDetail, inputArticleDetail; docs/submission.md): the
 * calls and one call, sending a submission, the member's own and one of them with its review.
 */
export const submissionOperations = [
  inputArticleList,
  inputArticleDetail,
  submitArticle,
  myInputArticles,
  inputArticleContent,
];
