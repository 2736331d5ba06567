import { wireTime } from '../wire.ts';
import type { ModerationDecision, ModerationItem, ModerationMode, ModerationReason } from './kinds.ts';
import type { ActiveSettings } from './settings.ts';
import type { Standing } from './standing.ts';

/** What the rules look at besides the item; gathered by the pipeline (pipeline.ts) from memory. */
export type Facts = {
  settings: ActiveSettings;
  /** the member's standing; undefined when there is no member yet */
  member: Standing | undefined;
  /** the member sent the same text within the last minutes */
  repeated: boolean;
  now: number;
};

type Verdict = { refuse: ModerationReason; message: string } | { hold: ModerationReason } | undefined;
type Rule = (item: ModerationItem, facts: Facts) => Verdict;

/** The most rejections among a member's last decided items before their new ones are held. */
const REJECTED_OFTEN = 3;

/** http(s) addresses and the www. forms, also typed full-width (ｗｗｗ．): compared after NFKC. */
const LINK = /https?:\/\/\S|www\.[\p{L}\p{N}-]/iu;

/** "2025-05-21 10:00", Beijing time, as the newsroom and readers read it. */
const minute = (ms: number) => wireTime(ms).slice(0, 16);

const memberStatus: Rule = (_item, { member, now }) => {
  if (!member) return undefined;
  if (member.status === 'banned') return { refuse: 'banned', message: '账号已被封禁，无法发言' };
  if (member.status === 'suspended' && member.until !== null && member.until > now)
    return { refuse: 'suspended', message: `账号已被禁言至 ${minute(member.until)}` };
  if (member.status === 'premod') return { hold: 'premod' };
  return undefined;
};

const length: Rule = (item) => {
  if (item.content === '') return { refuse: 'empty', message: '请输入内容' };
  if ([...item.content].length > item.maxChars)
    return { refuse: 'too-long', message: `${item.noun}不能超过${item.maxChars}字` };
  return undefined;
};

const repeated: Rule = (_item, facts) => (facts.repeated ? { hold: 'duplicate' } : undefined);

const bannedWords: Rule = (item, { settings }) =>
  settings.banned.find(item.content).length > 0
    ? { refuse: 'banned-word', message: '内容包含违禁词，请修改后再发' }
    : undefined;

const suspectWords: Rule = (item, { settings }) =>
  settings.suspect.find(item.content).length > 0 ? { hold: 'suspect-word' } : undefined;

const links: Rule = (item) => (LINK.test(item.content.normalize('NFKC')) ? { hold: 'link' } : undefined);

const newMember: Rule = (_item, { settings, member }) =>
  member && member.publicItems < settings.newMemberApprovals ? { hold: 'new-member' } : undefined;

const rejectedOften: Rule = (_item, { member }) =>
  member && member.recentRejected >= REJECTED_OFTEN ? { hold: 'rejected-often' } : undefined;

/** The order of docs/moderation.md: who writes, then the text, then the writer's record. */
const RULES: Rule[] = [
  memberStatus,
  length,
  repeated,
  bannedWords,
  suspectWords,
  links,
  newMember,
  rejectedOften,
];

/** The item's own mode, else the newsroom's site-wide one, else its area's, else published. */
const modeOf = (item: ModerationItem, settings: ActiveSettings): ModerationMode =>
  item.mode ?? settings.mode ?? item.areaMode ?? 'post';

/**
 * The pipeline's decision before the external service (webhook.ts): the first refusal stops it; every hold is
 * named; then the mode: closed refuses whatever the rules said, pre holds, post publishes what nothing held.
 */
export function judge(item: ModerationItem, facts: Facts): ModerationDecision {
  const reasons: ModerationReason[] = [];
  for (const rule of RULES) {
    const verdict = rule(item, facts);
    if (verdict && 'refuse' in verdict)
      return { outcome: 'refuse', reasons: [verdict.refuse], message: verdict.message };
    if (verdict) reasons.push(verdict.hold);
  }
  const mode = modeOf(item, facts.settings);
  if (mode === 'closed') return { outcome: 'refuse', reasons: ['closed'], message: `${item.noun}功能已关闭` };
  if (mode === 'pre') reasons.push('mode');
  return { outcome: reasons.length > 0 ? 'hold' : 'publish', reasons };
}
