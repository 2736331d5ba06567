import type { FastifyInstance } from 'fastify';
import type { PublisherContext } from '../context.ts';
import { PublisherError, STATUS } from '../envelope.ts';
import { ssoParse, ssoRoute } from '../sso/serve.ts';
import { describeIssue } from '../validation.ts';
import { accountTestHooks } from './account/test-hooks.ts';
import { activityTestHooks } from './activity/test-hooks.ts';
import { articleTestHooks } from './article/test-hooks.ts';
import { columnsTestHooks } from './columns/test-hooks.ts';
import { leaderTestHooks } from './leader/test-hooks.ts';
import { liveTestHooks } from './live/test-hooks.ts';
import { commentsTestHooks } from './comments/test-hooks.ts';
import { listsTestHooks } from './lists/test-hooks.ts';
import { reporterTestHooks } from './reporter/test-hooks.ts';
import { searchTestHooks } from './search/test-hooks.ts';
import { subscriptionTestHooks } from './subscription/test-hooks.ts';
import { pointsTestHooks } from './points/test-hooks.ts';
import { inviteTestHooks } from './invite/test-hooks.ts';
import { voteTestHooks } from './vote/test-hooks.ts';
import { certificateTestHooks } from '../certificate/test-hooks.ts';
import type { TestHook } from './test-hook.ts';
import { analyticsTestHooks } from '../analytics/test-hooks.ts';
import { topicTestHooks } from './topic/test-hooks.ts';
import { paperTestHooks } from './paper/test-hooks.ts';
import { shortVideoTestHooks } from './shortVideo/test-hooks.ts';
import { shopTestHooks } from './shop/test-hooks.ts';
import { studyTestHooks } from './study/test-hooks.ts';
import { askTestHooks } from './ask/test-hooks.ts';
import { qaTestHooks } from './qa/test-hooks.ts';
import { circleTestHooks } from './circle/test-hooks.ts';

/** Every test hook, by area (docs/publisher.md lists them); a new area is one line here. */
const TEST_HOOKS: TestHook[] = [
  ...columnsTestHooks,
  ...listsTestHooks,
  ...articleTestHooks,
  ...accountTestHooks,
  ...subscriptionTestHooks,
  ...reporterTestHooks,
  ...leaderTestHooks,
  ...liveTestHooks,
  ...activityTestHooks,
  ...pointsTestHooks,
  ...inviteTestHooks,
  ...topicTestHooks,
  ...commentsTestHooks,
  ...voteTestHooks,
  ...certificateTestHooks,
  ...searchTestHooks,
  ...analyticsTestHooks,
  ...paperTestHooks,
  ...shortVideoTestHooks,
  ...shopTestHooks,
  ...studyTestHooks,
  ...askTestHooks,
  ...qaTestHooks,
  ...circleTestHooks,
];

/**
 * Test-only routes, registered only when the publisher runs with PUBLISHER_TEST_HOOKS=1 (without it every path
 * here is an unknown path: 404). Tests make their own data through them instead of pinning seeded ids.
 */
export function registerTestHooks(app: FastifyInstance, ctx: PublisherContext): void {
  for (const hook of TEST_HOOKS) {
    if (hook.service === 'sso') {
      app.get(
        `/sso-app/test/${hook.name}`,
        ssoRoute((request) => hook.handle(ctx, ssoParse(hook.input, request.query))),
      );
      continue;
    }
    app.post(`/app_if/test/${hook.name}`, async (request, reply) => {
      const parsed = hook.input.safeParse(request.body ?? {});
      if (!parsed.success) throw new PublisherError(400, STATUS.error, describeIssue(parsed.error));
      return reply.send({ status: STATUS.ok, message: 'success', data: await hook.handle(ctx, parsed.data) });
    });
  }
}
