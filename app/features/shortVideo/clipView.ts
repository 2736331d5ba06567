// What the short-video pages draw, made on the server (loadClips.server.ts): every address checked, the file
// each clip plays chosen, so the components only lay it out and play it.
import type { MetaDescriptor } from 'react-router';

export interface ClipView {
  id: number;
  title: string;
  summary: string;
  author: { name: string; avatar?: string };
  /** what the <video> plays: an MP4 where there is one (every browser and messenger plays it), else the stream */
  src?: string;
  poster?: string;
  likes: number;
  comments: number;
  /** its comments (the comments area, source 0); none when closed */
  commentsHref?: string;
  /** the address a share passes on (mvodShare); none when sharing is closed */
  shareUrl?: string;
}

export interface RelatedClip {
  id: number;
  title: string;
  href: string;
  poster?: string;
}

export interface ClipsView {
  /** the category's videos around the one asked for, in swipe order (newer above, older below) */
  clips: ClipView[];
  /** where the asked-for one is in `clips` */
  start: number;
  related: RelatedClip[];
  /** the publisher offers an app (its download links) */
  hasApp: boolean;
  /** start muted once in view (the publisher's common config) */
  autoplay: boolean;
  loop: boolean;
  /** fetch the next clip's beginning ahead */
  preloadNext: boolean;
  meta: { title: string; head: MetaDescriptor[] };
}
