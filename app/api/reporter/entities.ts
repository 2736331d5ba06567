// The reporter area's entities: the reporter card and dynamics (记者动态).

export interface Reporter {
  id: number;
  name: string;
  photo?: string;
  duty: string;
  description: string;
  /** spec §2 reporter card: post count */
  articleCount: number;
  fans: number;
  /** the 问吧 topic they answer that takes questions (0 none): the card's 提问 opens its ask box */
  askTopicId: number;
}

export interface DynamicVideo {
  url: string;
  poster?: string;
  /** seconds */
  duration: number;
}

/** spec §3 Dynamic: a short post with its attachments (pictures, videos). */
export interface Dynamic {
  id: number;
  content: string;
  publishedAt: number;
  pictures: string[];
  videos: DynamicVideo[];
}
