import type { TopModule as TopModuleData } from '~/api/lists/entities';
import { ItemAnchor } from '~/features/lists/ItemAnchor';
import { itemLink } from '~/features/lists/itemLink';
import { titlePicture } from '~/features/lists/listLayout';
import { ListPicture } from '~/features/lists/ListPicture';
import styles from './TopModule.module.css';

/**
 * The headlines above the list. cmDisplayStyle 2 leads with the first story's picture;
 * any other style is the headlines alone.
 */
export function TopModule({ module }: { module: TopModuleData }) {
  if (!module.articles.length) return null;
  const [lead, ...rest] = module.articles;
  const leadPicture = module.displayStyle === 2 ? titlePicture(lead!) : undefined;
  const headlines = leadPicture ? rest : module.articles;
  return (
    <section className={styles.top} aria-labelledby="top-module">
      <h2 className={styles.name} id="top-module">
        {module.name}
      </h2>
      {leadPicture && (
        <ItemAnchor link={itemLink(lead!)} className={styles.lead}>
          <ListPicture url={leadPicture} shape="big" />
          <span className={styles.leadTitle}>{lead!.title}</span>
        </ItemAnchor>
      )}
      <ul className={styles.headlines}>
        {headlines.map((item) => (
          <li key={item.id}>
            <ItemAnchor link={itemLink(item)} className={styles.headline}>
              {item.title}
            </ItemAnchor>
          </li>
        ))}
      </ul>
    </section>
  );
}
