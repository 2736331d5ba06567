// The reporter area's client. Following a reporter is the subscription area's follow (kind 'reporter').
import type { Core } from '../core';
import type { ArticleSummary } from '../lists/entities';
import type { Dynamic, Reporter } from './entities';
import { reporterOperations as ops } from './operations';

export interface ReporterApi {
  /** null: no such reporter */
  authorInfo(id: number): Promise<Reporter | null>;
  /** 0-based pages of 20 */
  reporterArticles(id: number, page: number): Promise<ArticleSummary[]>;
  dynamics(reporterId: number, page: number): Promise<Dynamic[]>;
  /** null: no such dynamic */
  dynamic(id: number): Promise<Dynamic | null>;
}

export function createReporterApi(core: Core): ReporterApi {
  return {
    authorInfo: (id) => core.call(ops.authorInfo, { id }),
    reporterArticles: (id, page) => core.call(ops.reporterArticles, { id, page }),
    dynamics: (reporterId, page) => core.call(ops.dynamicList, { reporterId, page }),
    dynamic: (id) => core.call(ops.dynamicDetail, { id }),
  };
}
