import { z } from 'zod';
import type { SignFormField } from '../db/schema/index.ts';
import { csvDocument } from './csv.ts';
import { fieldKey, html, pathId, pictureRef, repeatedKey, storedPictures, text, time } from './fields.ts';
import { EditorError, EditorFile, editorRoute } from './route.ts';

const choiceTypes = ['select', 'radio', 'checkbox'];

const formField = z
  .object({
    key: fieldKey,
    title: text('title', 40, 1),
    type: z.enum(['text', 'phone', 'idcard', 'select', 'radio', 'checkbox', 'date', 'picture'], {
      error: 'type is text, phone, idcard, select, radio, checkbox, date or picture',
    }),
    required: z.boolean().default(false),
    unique: z.boolean().default(false),
    options: z
      .array(text('options', 40, 1))
      .max(50, 'options: at most 50')
      .default([]),
  })
  .refine((f) => !choiceTypes.includes(f.type) || f.options.length > 0, {
    message: 'select, radio and checkbox fields need options',
  });

const newActivity = z
  .object({
    title: text('title', 200, 1),
    abstract: text('abstract', 500).default(''),
    content: html('content').default(''),
    organizer: text('organizer', 100).default(''),
    place: text('place', 200).default(''),
    banner: pictureRef('banner').optional(),
    catId: z.number().int().positive().optional(),
    startTime: time('startTime'),
    endTime: time('endTime'),
    signStartTime: time('signStartTime'),
    signEndTime: time('signEndTime'),
    quota: z.number({ error: 'quota is a whole number' }).int().min(0).max(100_000).default(0),
    form: z.array(formField).min(1, 'form: at least one field').max(30, 'form: at most 30 fields'),
    verifiers: z
      .array(
        z.object({
          shopSite: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'shopSite: letters, digits, _ and -'),
          uid: z.number().int().positive(),
        }),
      )
      .max(20)
      .default([]),
  })
  .refine((a) => a.startTime < a.endTime, { message: 'endTime is before startTime' })
  .refine((a) => a.signStartTime < a.signEndTime, { message: 'signEndTime is before signStartTime' })
  .refine((a) => a.signEndTime <= a.endTime, { message: 'sign-up ends after the activity' });

/** When an entry was written or used, as the organiser's spreadsheet shows it (ISO, UTC). */
const when = (ms: number | null) => (ms ? new Date(ms).toISOString() : '');

/**
 * The organiser's activities (docs/editor-api.md, "Activities and votes"): create one with its sign-up form, and
 * export its sign-ups as CSV.
 */
export const activityRoutes = [
  editorRoute({
    method: 'POST',
    path: 'activities',
    status: 201,
    input: newActivity,
    async handle(ctx, input) {
      const repeated = repeatedKey(input.form);
      if (repeated) throw new EditorError(400, `form: the key ${repeated} is used twice`);
      const cats = await ctx.activities.cats();
      const catId = input.catId ?? cats[0]?.catId;
      if (catId === undefined || !cats.some((c) => c.catId === catId))
        throw new EditorError(400, 'catId: no such activity category');
      await storedPictures(ctx, [input.banner]);
      const signForm: SignFormField[] = input.form;
      const id = await ctx.activities.insert({
        catId,
        title: input.title,
        abstract: input.abstract,
        content: input.content,
        organizer: input.organizer,
        place: input.place,
        bannerRef: input.banner ?? null,
        publishedAt: ctx.clock.now(),
        startAt: input.startTime,
        endAt: input.endTime,
        signStartAt: input.signStartTime,
        signEndAt: input.signEndTime,
        quota: input.quota,
        signForm,
        verifiers: input.verifiers,
      });
      return { id };
    },
  }),
  editorRoute({
    method: 'GET',
    path: 'activities/:id/entries.csv',
    input: z.object({}),
    async handle(ctx, _input, params) {
      const id = pathId(params, 'activity');
      const activity = await ctx.activities.activity(id);
      if (!activity) throw new EditorError(404, 'no such activity');
      const entries = await ctx.activities.allEntries(id);
      const form = activity.signForm;
      const rows = [
        [
          '报名编号',
          '会员ID',
          '姓名',
          ...form.map((f) => f.title),
          '凭证码',
          '报名时间',
          '核销时间',
          '核销门店',
        ],
        ...entries.map((e) => [
          e.entryId,
          e.uid,
          e.name,
          ...form.map((f) => e.fields[f.key] ?? ''),
          e.registCode,
          when(e.createdAt),
          when(e.usedAt),
          e.usedShop ?? '',
        ]),
      ];
      return new EditorFile('text/csv; charset=utf-8', `activity-${id}-entries.csv`, csvDocument(rows));
    },
  }),
];
