// The reader's side of moderation (docs/moderation.md): a held comment is its author's alone, marked 审核中; a banned
// word is refused in the box, which keeps the text; a rejected one shows its author 未通过 with the newsroom's reason.
// The word lists are site-wide and shared by every test running at once: this test adds words of its own, random,
// and takes them out again; it never sets a mode (pre would hold every other test's comments).
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { editorToken, publisherUrl } from '../support/ports';
import { commentedArticle, commentItem, commentSection, gotoComments, logInAt, writeComment } from './utils';

const editorApi = `${publisherUrl}/editor/api`;
const headers = { authorization: `Bearer ${editorToken}` };

type Words = { banned: string; suspect: string };

/** A word no other text carries: a tag the suite writes nowhere else, then random letters and digits. */
const randomWord = (tag: string) => `${tag}${Math.random().toString(36).slice(2, 10)}`;

async function wordLists(request: APIRequestContext) {
  const response = await request.get(`${editorApi}/moderation/settings`, { headers });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { bannedWords: string[]; suspectWords: string[] };
}

/**
 * Puts this test's words in the lists (or takes them out), keeping everyone else's. A save replaces a list whole, so
 * another test saving at the same moment could put back what it read before: checked after, and done again if so.
 */
async function setOurWords(request: APIRequestContext, words: Words, present: boolean) {
  const update = (list: string[], word: string) => [
    ...list.filter((w) => w !== word),
    ...(present ? [word] : []),
  ];
  await expect(async () => {
    const lists = await wordLists(request);
    const saved = await request.put(`${editorApi}/moderation/settings`, {
      headers,
      data: {
        bannedWords: update(lists.bannedWords, words.banned),
        suspectWords: update(lists.suspectWords, words.suspect),
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    const after = await wordLists(request);
    expect(after.bannedWords.includes(words.banned)).toBe(present);
    expect(after.suspectWords.includes(words.suspect)).toBe(present);
  }).toPass({ timeout: 10_000 });
}

const words: Words = { banned: randomWord('禁词'), suspect: randomWord('疑词') };

// after the test even when it failed or ran out of time, so no word of ours is left for the other tests to meet
test.afterEach(async ({ request }) => {
  await setOurWords(request, words, false);
});

test('a held comment is its author’s alone, a banned word is refused in the box, a rejection shows its reason', async ({
  page,
  browser,
  request,
  make,
}) => {
  await setOurWords(request, words, true);
  const { path } = await commentedArticle(make);
  const member = await make.member({ nickname: '审核读者' });
  await logInAt(page, path, member);

  // a suspect word: held, shown to its author marked, after a reload too
  const held = `想问问${words.suspect}的事 ${Date.now()}`;
  await writeComment(page, held);
  await expect(commentItem(page, held).getByText('审核中', { exact: true })).toBeVisible();
  await gotoComments(page, path);
  await expect(commentItem(page, held).getByText('审核中', { exact: true })).toBeVisible();

  // nobody else sees it
  const other = await browser.newContext();
  const reader = await other.newPage();
  await gotoComments(reader, path);
  await expect(reader.getByText('还没有人评论，快来抢沙发')).toBeVisible();
  await expect(commentSection(reader).getByText(held)).toHaveCount(0);

  // a banned word: refused with the publisher's words; the box keeps the text
  const banned = `这里有${words.banned} ${Date.now()}`;
  await writeComment(page, banned);
  await expect(page.locator('#comment-box').getByRole('alert')).toHaveText('内容包含违禁词，请修改后再发');
  await expect(page.getByRole('textbox', { name: '评论内容' })).toHaveValue(banned);

  // the newsroom rejects the held one with its reason: the author sees 未通过 and the reason, still nobody else
  const itemId = (await commentItem(page, held).getAttribute('id'))!.replace('comment-', '');
  const rejected = await request.post(`${editorApi}/moderation/comment/${itemId}/reject`, {
    headers,
    data: { reason: '含有广告信息' },
  });
  expect(rejected.ok(), await rejected.text()).toBe(true);
  await gotoComments(page, path);
  await expect(commentItem(page, held).getByText('未通过', { exact: true })).toBeVisible();
  await expect(commentItem(page, held).getByText('原因：含有广告信息')).toBeVisible();
  await expect(commentItem(page, held).getByText('审核中', { exact: true })).toHaveCount(0);
  await gotoComments(reader, path);
  await expect(commentSection(reader).getByText(held)).toHaveCount(0);
  await other.close();
});
