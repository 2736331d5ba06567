import { expect, gotoHydrated, test } from '../support/fixtures';
import { signIn } from '../support/signIn';

test('the newsroom moves an inquiry through its steps, each shown with its date; the asker follows up once and rates the reply', async ({
  page,
  make,
}) => {
  const member = await make.member({ nickname: '路灯下的人' });
  const { id, path } = await make.qaInquiry({
    title: `路灯坏了 ${Date.now()}`,
    uid: member.uid,
    accepted: false,
  });

  // not accepted yet: not public
  expect((await page.goto(path))?.status()).toBe(404);

  await make.qaMove(id, { move: 'accept' });
  await make.qaMove(id, { move: 'pass', departmentId: 830002 });
  await make.qaMove(id, { move: 'reply', content: '已安排维修，三日内修复。' });

  await signIn(page, member);
  await expect(async () => {
    await gotoHydrated(page, path);
    await expect(page.getByText('已安排维修，三日内修复。')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const steps = page.getByRole('region', { name: '办理进度' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  for (const [i, name] of ['已提交', '已受理', '已转办', '已回复'].entries()) {
    await expect(steps.nth(i)).toContainText(name);
    await expect(steps.nth(i)).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  }
  await expect(page.getByText('受理部门：青岚市住房和城乡建设局')).toBeVisible();
  await expect(page.getByText(/近90天回复率 \d+% · 回复用时中位数 [\d.]+ 天/)).toBeVisible();
  // the asker's name (the test hook's 测试网友) is masked, the real name never shown
  await expect(page.getByText(/^测\*\*友/)).toBeVisible();
  await expect(page.getByText('测试', { exact: true })).toHaveCount(0);

  await page.getByLabel('对回复还有疑问？追问一次').fill('三天过去了，还是不亮。');
  await page.getByRole('button', { name: '追问' }).click();
  await expect(page.getByText('追问已提交，部门会再次回复')).toBeVisible();
  await expect(page.getByText('追问：三天过去了，还是不亮。')).toBeVisible();
  await expect(page.getByLabel('对回复还有疑问？追问一次')).toHaveCount(0);

  await page.getByRole('radio', { name: '4 星' }).check({ force: true });
  await page.getByLabel('说说理由（选填）').fill('回复快，但没修好');
  await page.getByRole('button', { name: '提交评价' }).click();
  await expect(page.getByRole('img', { name: '4 星' })).toBeVisible();
  await expect(page.getByText('回复快，但没修好')).toBeVisible();
});

test("the demo's inquiry with a film plays it; home's 问政 module opens inquiries", async ({ page }) => {
  await gotoHydrated(page, 'home.html');
  const module = page.getByRole('region', { name: '问政' });
  await module.getByRole('link').first().click();
  await expect(page).toHaveURL(/qaDetail\/\d+\.html$/);
  await expect(page.getByRole('region', { name: '办理进度' })).toBeVisible();
  await gotoHydrated(page, 'newQaDetail/832003.html');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('云栖河上游有不明排污口');
  await expect(page.locator('video')).toHaveAttribute('src', /\/media\/short\/s2\.mp4$/);
});
