import type { PublisherContext } from '../../context.ts';
import { picUrl } from '../../wire.ts';
import type { ColumnRow } from '../../db/schema/index.ts';

/** A column as PUBLISHER_API §4.1 spells it (both id spellings), plus parentId and children. */
export function columnWire(
  ctx: PublisherContext,
  c: ColumnRow,
  all: ColumnRow[],
  depth = 1,
): Record<string, unknown> {
  const icon = picUrl(ctx.publicUrl, c.iconRef);
  return {
    columnId: c.columnId,
    columnID: c.columnId,
    columnName: c.name,
    casNames: c.casNames,
    columnType: c.columnType,
    columnStyle: c.columnStyle,
    topCount: c.topCount,
    phoneIcon: icon,
    padIcon: icon,
    description: c.description,
    keyword: '',
    linkUrl: c.linkUrl,
    orderId: c.orderId,
    level: c.level,
    columnLevel: c.level,
    isdelete: 0,
    isForbidden: false,
    rssCount: 0,
    appFixed: c.columnId === 1 ? 1 : 0,
    appShow: 1,
    showReadCount: 1,
    showPubTime: 1,
    showPraiseCount: 1,
    showDiscussCount: 1,
    lang: c.lang,
    parentId: c.parentId,
    children:
      depth > 0
        ? all.filter((k) => k.parentId === c.columnId).map((k) => columnWire(ctx, k, all, depth - 1))
        : [],
  };
}
