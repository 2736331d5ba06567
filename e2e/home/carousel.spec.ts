import { expect, test } from '../support/fixtures';

test('a carousel item without a picture is a slide of its title, as large as the others', async ({
  page,
  make,
}) => {
  const { columnId } = await make.column({ topCount: 2 });
  await make.article({ columnId, pictures: 1, title: `有图轮播 ${columnId}` });
  const plain = `无图轮播 ${columnId}`;
  await make.article({ columnId, title: plain });

  await page.goto(`home.html?column=${columnId}`);
  const slides = page.locator('[aria-roledescription="carousel"] [aria-roledescription="slide"]');
  await expect(slides).toHaveCount(2);
  const [textSlide, pictureSlide] = [slides.nth(0), slides.nth(1)];
  await expect(textSlide.getByText(plain)).toBeVisible();
  await expect(textSlide.locator('img')).toHaveCount(0);
  await expect(textSlide.getByRole('link')).toHaveAttribute('href', /\/newsDetail\//);
  await expect(pictureSlide.locator('img')).toHaveCount(1);

  const size = async (slide: typeof textSlide) => {
    const box = (await slide.getByRole('link').boundingBox())!;
    return { width: Math.round(box.width), height: Math.round(box.height) };
  };
  const shown = await size(textSlide);
  expect(shown.height).toBeGreaterThan(100);
  expect(shown).toEqual(await size(pictureSlide));
});
