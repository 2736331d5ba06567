import { z } from 'zod';
import { operation } from '../../context.ts';
import { MAX_ID, optionalIntParam } from '../../validation.ts';
import { startPages } from './store.ts';
import { adsWire } from './wire.ts';

const input = z.object({ siteID: optionalIntParam('siteID', 0, MAX_ID, 0) });

/**
 * `getStartPage?siteID` (the ad service, modaily's adv-appif-server): the start page (开屏) to show now, first in
 * the newsroom's order, as one ad with its `pageTime`; the `empty` sentinel when there is none.
 */
export const getStartPage = operation({
  name: 'getStartPage',
  cached: true,
  method: 'GET',
  access: 'token',
  input,
  async handle(ctx) {
    const [first] = await adsWire(ctx, (await startPages(ctx.db, ctx.clock.now())).slice(0, 1));
    return first ?? 'empty';
  },
});

/** `getStartPagesAll?siteID`: every start page showing now, `{list:[…]}` in order (the native app picks one). */
export const getStartPagesAll = operation({
  name: 'getStartPagesAll',
  cached: true,
  method: 'GET',
  access: 'token',
  input,
  async handle(ctx) {
    return { list: await adsWire(ctx, await startPages(ctx.db, ctx.clock.now())) };
  },
});
