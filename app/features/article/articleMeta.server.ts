// The news detail's head beyond its title: the lead picture's preload and the share card (made on the server).
import type { MetaDescriptor } from 'react-router';
import { shareMeta, type PageHead } from '~/features/ui/interaction/shareMeta.server';
import type { LeadImage } from './bodyMedia.server';

export function articleMeta(page: PageHead & { lead?: LeadImage; preview: boolean }): MetaDescriptor[] {
  const { lead } = page;
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
    ...shareMeta(page),
    ...(page.preview ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}
