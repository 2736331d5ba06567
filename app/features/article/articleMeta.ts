// The news detail's head beyond its title: the lead picture's preload, the share card, the canonical link.
import type { MetaDescriptor } from 'react-router';
import type { ArticleView } from './articleView';

export function articleMeta(article: ArticleView): MetaDescriptor[] {
  const { title, description, image, canonical } = article.meta;
  const lead = article.leadImage;
  return [
    // the first picture is usually the LCP element: asked for from the head, ahead of stylesheets and scripts
    ...(lead
      ? [
          {
            tagName: 'link',
            rel: 'preload',
            as: 'image',
            href: lead.src,
            fetchPriority: 'high',
            ...(lead.srcSet ? { imageSrcSet: lead.srcSet, imageSizes: lead.sizes ?? '' } : {}),
          },
        ]
      : []),
    { name: 'description', content: description },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    ...(article.preview ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: canonical },
  ];
}
