// The leader area's client.
import type { Core } from '../core';
import type { Leader, LeaderView } from './entities';
import { leaderOperations as ops } from './operations';

export interface LeaderApi {
  leaders(): Promise<Leader[]>;
  /** null: no such leader; `start`/`count` page the reports */
  leaderView(id: number, start?: number, count?: number): Promise<LeaderView | null>;
}

export function createLeaderApi(core: Core): LeaderApi {
  return {
    leaders: () => core.call(ops.regionleaderView, {}),
    leaderView: (id, start = 0, count = 20) => core.call(ops.leaderView, { id, start, count }),
  };
}
