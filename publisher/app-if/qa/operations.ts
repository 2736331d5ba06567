import { qaDetail, qaForm } from './detail.ts';
import { myQA, qaFollowUp, qaRate } from './mine.ts';
import { saveQa } from './save.ts';

/**
 * 问政 (qaDetail, newQaDetail): an inquiry with every step and its department's figures, the form's lists, submitting,
 * the member's own inquiries, the follow-up and the rating.
 */
export const qaOperations = [qaDetail, qaForm, saveQa, myQA, qaFollowUp, qaRate];
