/**
 * What reading and sharing earn (event1's eType, amuc's eventTypes 浏览 and 分享), and how often a day. Founder's
 * rules are set per site in its member centre; these are this publisher's: an article earns once per rule and day,
 * and a member earns from at most `perDay` articles a day per rule (docs/analytics.md). Past either limit event1
 * answers code 1003 (超出积分规则计分次数) and pays nothing.
 */
export const POINT_RULES = {
  浏览: { rule: '阅读', note: '阅读文章', score: 2, perDay: 5 },
  分享: { rule: '分享', note: '分享文章', score: 3, perDay: 3 },
} as const;

/**
 * What an adopted tip-off earns its author (issue 42): once per tip-off, when the newsroom first adopts it, paid to
 * the member who sent it (docs/tipoff.md). A site that offers no reward sets `score` to 0.
 */
export const ADOPTED_TIPOFF = { rule: '报料', note: '报料被采用', score: 20 } as const;

export type PointEventType = keyof typeof POINT_RULES;

/** event1's result codes (PUBLISHER_API §3.9): the wrapper, points paid, over the rule's count */
export const EVENT1_CODES = { wrapper: '1002', earned: '1004', overRule: '1003' } as const;
