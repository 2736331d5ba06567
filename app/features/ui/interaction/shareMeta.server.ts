// The share card in the page's head, from the server (so a link pasted anywhere previews): Open Graph and Twitter
// card tags, the description and the canonical link. Made in the loader and sent with its data, so the route's
// client code carries none of it.
import type { MetaDescriptor } from 'react-router';
import { imageStyles } from '~/lib/image';
import type { ShareCard } from './target';

export interface PageHead {
  card: Omit<ShareCard, 'url' | 'objectType'>;
  /** the page's address without its query */
  canonical: string;
  siteName: string;
  /** og:type: article for content pages */
  type?: 'article' | 'website';
}

export function shareMeta({ card, canonical, siteName, type = 'article' }: PageHead): MetaDescriptor[] {
  const { title, description, image } = card;
  // the md169 style's size, when the picture is one (cardPicture): lets a preview lay out before it loads
  const sized = image?.endsWith('@!md169') ? imageStyles.md169 : undefined;
  return [
    { name: 'description', content: description },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    ...(sized
      ? [
          { property: 'og:image:width', content: String(sized.width) },
          { property: 'og:image:height', content: String(sized.height) },
        ]
      : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
    { tagName: 'link', rel: 'canonical', href: canonical },
  ];
}
