import { z } from 'zod';
import { MAX_ID } from '../validation.ts';

/** spec §7 send-record types */
export const DATA_TYPES = { openArticle: 1000005, share: 1000009, comment: 1000013, like: 1000002 } as const;
/** spec §9 platform codes: Android 1, iOS 2, mobile 3, PC 5 */
const PLATFORMS = [1, 2, 3, 5];

const code = (name: string, allowed: readonly number[]) =>
  z
    .string({ error: `缺少参数 ${name}` })
    .regex(/^\d{1,8}$/, `${name} 必须是整数`)
    .transform(Number)
    .refine((n) => allowed.includes(n), `${name} 不是可用的值 (${allowed.join(', ')})`);

const optionalText = (name: string, max: number, pattern: RegExp) =>
  z
    .string()
    .max(max, `${name} 过长`)
    .regex(pattern, `${name} 格式不正确`)
    .optional()
    .transform((v) => v ?? '');

/** The tenant and key every call to the collector carries (checked against the settings by the route). */
export const tenantQuery = z.object({
  tenantCode: z
    .string({ error: '缺少参数 tenantCode' })
    .min(1, 'tenantCode 不能为空')
    .max(64, 'tenantCode 过长'),
  key: z.string({ error: '缺少参数 key' }).min(1, 'key 不能为空').max(128, 'key 过长'),
});

/**
 * send-record's parameters (spec §3 "Analytics record": dataType, articleID, actionTime, deviceid, userUuid, refer,
 * platform, shareChanel; spec §7: tenant code, key, article id and platform are required), plus the event channel
 * (spec §9: 2 in the app, 3 in share mode, 1 otherwise).
 */
export const sendRecordQuery = tenantQuery.extend({
  dataType: code('dataType', Object.values(DATA_TYPES)),
  articleID: z
    .string({ error: '缺少参数 articleID' })
    .regex(/^\d{1,10}$/, 'articleID 必须是整数')
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_ID, 'articleID 超出范围'),
  platform: code('platform', PLATFORMS),
  channel: code('channel', [1, 2, 3]).optional(),
  // spec §9 share channels: messenger 1, timeline 2, Sina 3, QQ 4, MeeTime 5, album 6
  shareChanel: code('shareChanel', [1, 2, 3, 4, 5, 6]).optional(),
  deviceid: optionalText('deviceid', 128, /^[A-Za-z0-9_.:-]*$/),
  userUuid: optionalText('userUuid', 128, /^[A-Za-z0-9_.:-]*$/),
  refer: optionalText('refer', 500, /^(https?:\/\/\S*)?$/),
  actionTime: z
    .string()
    .regex(/^\d{1,15}$/, 'actionTime 必须是毫秒时间')
    .transform(Number)
    .optional(),
});

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;

/** A page's field measurements, sent once as the reader leaves it (the web-vitals library's metrics). */
export const vitalsBody = z.object({
  pageType: z.string({ error: '缺少参数 pageType' }).regex(/^[A-Za-z0-9_./-]{1,64}$/, 'pageType 格式不正确'),
  path: z
    .string({ error: '缺少参数 path' })
    .max(300, 'path 过长')
    .regex(/^\/[^\s<>"]*$/, 'path 必须是站内路径'),
  metrics: z
    .array(
      z.object({
        name: z.enum(VITAL_NAMES, { error: `name 必须是 ${VITAL_NAMES.join(', ')} 之一` }),
        value: z
          .number({ error: 'value 必须是数字' })
          .refine((n) => Number.isFinite(n) && n >= 0 && n < 3_600_000, 'value 超出范围'),
        rating: z.enum(['good', 'needs-improvement', 'poor'], { error: 'rating 不是可用的值' }),
      }),
      { error: '缺少参数 metrics' },
    )
    .min(1, 'metrics 不能为空')
    .max(8, 'metrics 过多'),
});
