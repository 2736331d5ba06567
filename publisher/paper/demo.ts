import { ID_RANGES } from '../seed/areas.ts';

/** The demo paper, 青岚日报: the seed prints its last 30 days (seed/paper.ts), the demo press every day since. */
export const DEMO_PAPER = { id: ID_RANGES.paper.paperId.first, code: 'qlrb' } as const;
export const DEMO_ISSUES = 30;
