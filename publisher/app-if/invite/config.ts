/** What the demo site offers for an invite (inviteConfig); a deployment configures its own. */
export const INVITE_CONFIG = {
  /** points the inviter earns for each device that records their code */
  score: 20,
  rules: [
    '每位会员都有一个专属邀请码，可分享给好友。',
    '好友通过邀请链接下载客户端并记录邀请码后，邀请人获得 20 积分。',
    '每台设备只能使用一次邀请码，不能使用自己的邀请码。',
    '积分可在积分明细中查看。',
  ],
} as const;

/** Letters and digits that cannot be mistaken for each other when read off a poster. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 6;
export const INVITE_PAGE = 20;
