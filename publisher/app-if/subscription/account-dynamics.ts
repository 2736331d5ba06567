import { z } from 'zod';
import { operation } from '../../context.ts';
import { DYNAMIC_OWNER } from '../../db/schema/index.ts';
import { intParam, MAX_ID, MAX_PAGE, optionalIntParam } from '../../validation.ts';
import { dynamicsOf } from '../reporter/dynamics.ts';

/** An account's dynamics (PUBLISHER_API §3.7 `getXyDynamic?siteId&xyId`), newest first, 20 a page. */
export const getXyDynamic = operation({
  name: 'getXyDynamic',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ xyId: intParam('xyId', 1, MAX_ID), page: optionalIntParam('page', 0, MAX_PAGE, 0) }),
  handle: (ctx, input) => dynamicsOf(ctx, DYNAMIC_OWNER.account, input.xyId, input.page),
});
