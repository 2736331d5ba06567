import { DynamicCard } from '~/features/ui/dynamics/DynamicCard';
import type { DynamicEntry } from '~/features/ui/dynamics/dynamicEntry';
import { useI18n } from '~/i18n/context';
import head from '~/features/ui/works/ProfileHead.module.css';

/** 记者动态: one dynamic with its pictures and videos. */
export function DynamicPage({ entry }: { entry: DynamicEntry }) {
  const { t } = useI18n();
  return (
    <div className={head.page}>
      <h1 className="visually-hidden">{t('reporter.dynamicTitle')}</h1>
      <DynamicCard entry={entry} />
    </div>
  );
}
