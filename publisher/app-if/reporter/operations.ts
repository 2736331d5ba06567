import { authorInfo, reporterArticles } from './author.ts';
import { dynamicDetail, dynamicList } from './dynamics.ts';

/** Reporters: their card, their articles and their dynamics (记者动态); following them is subscription's topicSub. */
export const reporterOperations = [authorInfo, reporterArticles, dynamicList, dynamicDetail];
