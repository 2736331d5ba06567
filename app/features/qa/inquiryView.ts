// What the 问政 page draws, shaped on the server: dates in words, the asker masked, the department's figures as text.
import type { InquiryStep } from '~/api/qa/entities';

export interface StepView {
  step: InquiryStep;
  /** the date, yyyy-MM-dd HH:mm (Beijing time) */
  date: string;
  department: string;
  text: string;
  pictures: string[];
}

export interface DepartmentView {
  name: string;
  /** e.g. 近90天回复率 67% · 中位 1.5 天; '' when nothing was passed to it */
  figures: string;
}

export interface InquiryView {
  id: number;
  title: string;
  text: string;
  category: string;
  region: string;
  department?: DepartmentView;
  askerId: number;
  asker: string;
  when: string;
  location: string;
  pictures: string[];
  videos: { url: string; poster?: string }[];
  audios: { url: string }[];
  step: InquiryStep;
  steps: StepView[];
  reply?: { text: string; pictures: string[] };
  followUp?: { text: string; date: string };
  rating?: { stars: number; comment: string };
}
