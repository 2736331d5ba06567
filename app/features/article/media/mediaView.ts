import type { PlayerVideo } from '~/features/ui/videoPlayer/VideoPlayer';
import type { ArticleView } from '../articleView';

/** A gallery picture as the page draws it: sized, with its cut ladder and its caption. */
export interface GalleryPictureView {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  caption: string;
}

export interface GalleryView extends ArticleView {
  kind: 'gallery';
  pictures: GalleryPictureView[];
}

export interface VideoView extends ArticleView {
  kind: 'video';
  video: PlayerVideo;
}

/** An article opened on the wrong page (a video id on imageDetail): where it belongs instead. */
export interface WrongTypeView {
  kind: 'wrongType';
  title: string;
  to: string;
}
