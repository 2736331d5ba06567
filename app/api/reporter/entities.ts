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
