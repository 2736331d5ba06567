import { useI18n } from '~/i18n/context';
import type { GalleryLabels } from './openGallery';

/** The viewer's words in the reader's language (the common catalog, which every page is sent). */
export function useGalleryLabels(): GalleryLabels {
  const { t } = useI18n();
  return {
    viewer: t('common.viewer.label'),
    close: t('common.viewer.close'),
    zoom: t('common.viewer.zoom'),
    previous: t('common.viewer.previous'),
    next: t('common.viewer.next'),
    failed: t('common.viewer.failed'),
  };
}
