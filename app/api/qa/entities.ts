// 问政 in the reader's words: an inquiry to a department, every step it went through with its date, the
// department's reply and how fast that department replies, the asker's follow-up and rating.

export type InquiryStep = 'submitted' | 'accepted' | 'passed' | 'replied' | 'followUp' | 'closed';

export interface DepartmentFigures {
  id: number;
  name: string;
  /** inquiries passed to it in the last 90 days, and how many of them it replied to */
  passed: number;
  replied: number;
  /** 0–1 */
  replyRate: number;
  /** median days from passing to the first reply; null when it replied to none */
  medianDays: number | null;
}

export interface StepEntry {
  step: InquiryStep;
  at: number;
  department: string;
  text: string;
  pictures: string[];
}

export interface Inquiry {
  id: number;
  title: string;
  text: string;
  category: string;
  region: string;
  department: DepartmentFigures | null;
  /** the asker's member id: their page offers them the follow-up and the rating */
  askerId: number;
  asker: { name: string; icon?: string };
  askedAt: number;
  location: string;
  pictures: string[];
  videos: { url: string; poster?: string; duration: number }[];
  audios: { url: string; duration: number }[];
  step: InquiryStep;
  steps: StepEntry[];
  /** the department's latest reply */
  reply: { text: string; pictures: string[] } | null;
  followUp: { text: string; at: number } | null;
  /** 1–5, with the asker's words */
  rating: { stars: number; comment: string } | null;
  likes: number;
  comments: number;
}

export interface MyInquiry extends Inquiry {
  /** held by moderation (审核中), or refused by it */
  inReview: boolean;
  rejected: boolean;
}

export interface InquiryForm {
  departments: DepartmentFigures[];
  categories: { id: number; name: string }[];
  regions: { id: number; name: string }[];
}
