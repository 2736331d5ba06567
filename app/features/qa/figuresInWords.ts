// A department's last 90 days in words, beside its name on an inquiry and in the ranking.
import type { DepartmentFigures } from '~/api/qa/entities';
import type { Translate } from '~/i18n/translate';

export function figuresInWords(d: DepartmentFigures, t: Translate): string {
  if (d.passed === 0) return t('qa.figuresNone');
  const rate = Math.round(d.replyRate * 100);
  return d.medianDays === null
    ? t('qa.figuresNoReply', { passed: d.passed })
    : t('qa.figures', { rate, days: Math.round(d.medianDays * 10) / 10 });
}
