// A member's page (userDetail) names the public circles they are in and shows their posts there; a private circle's
// stay its members' (docs/circle.md).
import { expect, gotoHydrated, test } from '../support/fixtures';

test("a member's page lists their public circles and posts there, never a private circle's", async ({
  page,
  make,
}) => {
  const member = await make.member();
  const tail = Date.now() % 100_000;
  const open = await make.circle({
    name: `湖畔读书会 ${tail}`,
    members: [member.uid],
    posts: [{ content: '这周读完了《边城》', uid: member.uid }],
  });
  await make.circle({
    name: `私密小组 ${tail}`,
    isPrivate: 1,
    members: [member.uid],
    posts: [{ content: '私密圈里的悄悄话', uid: member.uid }],
  });
  await gotoHydrated(page, `userDetail/${member.uid}.html`);
  const circles = page.getByRole('list', { name: '加入的圈子' });
  await expect(circles.getByRole('link')).toHaveText([`湖畔读书会 ${tail}`]);
  await expect(page.getByRole('article').filter({ hasText: '这周读完了《边城》' })).toBeVisible();
  await expect(page.getByText('私密圈里的悄悄话')).toHaveCount(0);
  await circles.getByRole('link', { name: `湖畔读书会 ${tail}` }).click();
  await expect(page).toHaveURL(new RegExp(`circleDetail/${open.circleId}\\.html$`));
});
