// 问吧 in the reader's words: a topic someone answers, the questions readers ask it, and the member's own questions.

export interface AskTopic {
  id: number;
  title: string;
  /** the topic's text, publisher HTML (sanitised on the server before it is shown) */
  html: string;
  banner?: string;
  answerer: { name: string; role: string; icon?: string; reporterId: number };
  fans: number;
  /** questions let in, answered or not */
  questions: number;
  answers: number;
  questionsClosed: boolean;
  commentsClosed: boolean;
  publishedAt: number;
}

export interface Question {
  id: number;
  topicId: number;
  topicTitle: string;
  text: string;
  asker: { name: string; icon?: string };
  askedAt: number;
  /** where the asker was, only when they gave it */
  location: string;
  pictures: string[];
  answered: boolean;
  answer: string;
  answeredAt: number;
  answerer: { name: string; role: string; icon?: string };
  answerPictures: string[];
  likes: number;
  /** the signed-in reader liked it (questionDetail with `userID`; false for a visitor and in lists) */
  liked: boolean;
  comments: number;
  /** the topic's comments are closed (questionDetail) */
  commentsClosed: boolean;
}

/** A like's answer (questionPraise): the count after it, and that the member's like is counted. */
export interface QuestionLiked {
  likes: number;
  liked: boolean;
}

export interface QuestionPage {
  questions: Question[];
  answers: number;
  hasMore: boolean;
  topic: AskTopic | null;
}

/** How the member's own question stands: held for review (审核中), waiting for its answer, answered, rejected. */
export type QuestionState = 'review' | 'waiting' | 'answered' | 'rejected';

export interface MyQuestion extends Question {
  state: QuestionState;
  rejectReason: string;
}
