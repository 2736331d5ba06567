import type { ReactNode } from 'react';
import type { ShareChannel } from '~/lib/shareLinks';

/**
 * Each channel's badge: the channel's own colour with a white sign, so a reader finds 微信 or 微博 at a glance
 * (issue 40: the panel was words only). Inline and small (the panel loads on the first tap of 分享); the words stay
 * under the badge, which screen readers skip.
 */
const badges: Record<ShareChannel, { colour: string; sign: ReactNode }> = {
  messenger: {
    colour: '#07c160',
    sign: (
      <>
        <ellipse cx="10" cy="10.5" rx="5.5" ry="4.5" fill="#fff" />
        <ellipse cx="15" cy="14" rx="4.5" ry="3.6" fill="#fff" stroke="#07c160" />
        <circle cx="8.2" cy="9.6" r=".9" fill="#07c160" />
        <circle cx="11.8" cy="9.6" r=".9" fill="#07c160" />
      </>
    ),
  },
  moments: {
    colour: '#07c160',
    sign: (
      <g fill="none" stroke="#fff" strokeWidth="1.6" strokeLinecap="round">
        <circle cx="12" cy="12" r="6" />
        <path d="M12 6l3 5.2M18 12h-6M15 17.2 12 12M12 18l-3-5.2M6 12h6M9 6.8l3 5.2" />
      </g>
    ),
  },
  qq: {
    colour: '#12b7f5',
    sign: (
      <>
        <ellipse cx="12" cy="11.5" rx="4.2" ry="5.5" fill="#fff" />
        <path
          d="M8.2 13.5c-1.6 1.6-2.2 3.4-1.6 3.8.4.3 1.4-.4 2-1.2M15.8 13.5c1.6 1.6 2.2 3.4 1.6 3.8-.4.3-1.4-.4-2-1.2"
          fill="#fff"
        />
        <ellipse cx="12" cy="17.6" rx="4.6" ry="1.3" fill="#ffc300" />
        <circle cx="10.6" cy="9.6" r=".8" fill="#12b7f5" />
        <circle cx="13.4" cy="9.6" r=".8" fill="#12b7f5" />
      </>
    ),
  },
  weibo: {
    colour: '#e6162d',
    sign: (
      <>
        <ellipse cx="11" cy="14" rx="6" ry="4" fill="#fff" />
        <circle cx="10.4" cy="14.3" r="1.9" fill="#e6162d" />
        <path
          d="M14.8 6.4a4.2 4.2 0 0 1 3.6 3.6M14.8 8.8a1.8 1.8 0 0 1 1.4 1.4"
          fill="none"
          stroke="#ffc300"
          strokeWidth="1.4"
          strokeLinecap="round"
        />
      </>
    ),
  },
  facebook: {
    colour: '#1877f2',
    sign: (
      <path
        d="M13.2 19v-6h2l.3-2.4h-2.3V9.2c0-.7.2-1.2 1.2-1.2h1.2V5.9c-.2 0-1-.1-1.8-.1-1.8 0-3 1.1-3 3.1v1.7H8.8V13h2v6z"
        fill="#fff"
      />
    ),
  },
  twitter: {
    // a slate, not black: the badge stays seen on the dark theme's sheet
    colour: '#3d4752',
    sign: (
      <path
        d="M7.5 7h2.6l6.4 10h-2.6zM16.5 7l-3.7 4.2M11.2 12.8 7.5 17"
        fill="none"
        stroke="#fff"
        strokeWidth="1.5"
      />
    ),
  },
  poster: {
    colour: '#f08a24',
    sign: (
      <g fill="none" stroke="#fff" strokeWidth="1.6" strokeLinejoin="round">
        <rect x="7" y="5.5" width="10" height="13" rx="1" />
        <path d="M7 15l3-3 2.2 2.2L14 12.5l3 2.5" />
        <circle cx="10" cy="9" r="1" fill="#fff" />
      </g>
    ),
  },
  system: {
    colour: '#5c6b7a',
    sign: (
      <path
        d="M12 5.5v8.5M8.8 8.7 12 5.5l3.2 3.2M7.5 11.5V18h9v-6.5"
        fill="none"
        stroke="#fff"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    ),
  },
  copy: {
    colour: '#5c6b7a',
    sign: (
      <path
        d="M10.6 13.4a3 3 0 0 0 4.2 0l2.3-2.3a3 3 0 0 0-4.2-4.2l-1 1M13.4 10.6a3 3 0 0 0-4.2 0l-2.3 2.3a3 3 0 0 0 4.2 4.2l1-1"
        fill="none"
        stroke="#fff"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    ),
  },
};

export function ChannelIcon({ channel, className }: { channel: ShareChannel; className?: string }) {
  const { colour, sign } = badges[channel];
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="40"
      height="40"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="12" fill={colour} />
      {sign}
    </svg>
  );
}
