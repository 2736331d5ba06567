import { Link } from 'react-router';
import { openGallery } from '~/features/ui/galleryViewer/openGallery';
import { useGalleryLabels } from '~/features/ui/galleryViewer/useGalleryLabels';
import { useSwipe } from '~/features/ui/swipe/useSwipe';
import { useI18n } from '~/i18n/context';
import type { PaperSheet } from './editionView';
import styles from './EditionPage.module.css';

/**
 * The printed page at the phone's width with its articles' areas laid over it as links (each one named by its
 * headline, so the page is also a list to a screen reader). A swipe turns to the next or previous page; a tap
 * beside the areas, or the zoom button, opens the page full size in the gallery viewer to pinch and pan.
 */
export function PageSheet({
  sheet,
  onNext,
  onPrevious,
}: {
  sheet: PaperSheet;
  onNext?: () => void;
  onPrevious?: () => void;
}) {
  const { t } = useI18n();
  const labels = useGalleryLabels();
  const swipe = useSwipe('x', onNext, onPrevious);
  const zoom = () =>
    void openGallery(
      [{ src: sheet.largeImage, width: sheet.width, height: sheet.height, caption: sheet.label }],
      0,
      labels,
    );
  return (
    <div className={styles.sheet} {...swipe}>
      {/* a tap on the paper between the areas: the reader wants a closer look */}
      <img
        className={styles.sheetImage}
        src={sheet.image}
        width={sheet.width}
        height={sheet.height}
        alt={sheet.label}
        fetchPriority="high"
        onClick={zoom}
      />
      {sheet.articles.map(
        (article) =>
          article.area && (
            <Link
              key={article.id}
              className={styles.area}
              to={article.href}
              data-area={article.id}
              style={{
                left: `${article.area.left}%`,
                top: `${article.area.top}%`,
                width: `${article.area.width}%`,
                height: `${article.area.height}%`,
              }}
            >
              <span className="visually-hidden">{article.title}</span>
            </Link>
          ),
      )}
      <button type="button" className={styles.zoom} onClick={zoom} data-needs-script="">
        {t('paper.zoom')}
      </button>
    </div>
  );
}
