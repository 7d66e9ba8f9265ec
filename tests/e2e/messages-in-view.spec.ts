import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import {
  apiSession,
  bringToBottom,
  confirmedAccount,
  expectInView,
  signInNewClient,
  uploadArtThroughApi,
} from './support';

/**
 * The `messagesInView` fixture's own check: a page of its own (served by the test, not the app)
 * with a 64 px fixed bar and a long form whose outcome appears where the test says.
 */
const PLANTED = `<!doctype html>
<html lang="en"><head><title>Planted</title><style>
  body { margin: 0; font: 16px sans-serif; }
  header { position: fixed; top: 0; left: 0; right: 0; height: 64px; background: #333; color: #fff; }
  main { padding-top: 64px; }
  .tall { height: 1600px; }
</style></head><body>
<header>The bar</header>
<main>
  <form id="form" novalidate>
    <p id="top-note">Top of the form</p>
    <div class="tall"></div>
    <button type="submit">Send</button>
    <div id="beside"></div>
    <div class="tall"></div>
    <div id="below"></div>
  </form>
  <div id="hidden" style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)" aria-live="polite"></div>
</main>
<script>
  const where = new URLSearchParams(location.search).get('where');
  document.getElementById('form').addEventListener('submit', (e) => {
    e.preventDefault();
    setTimeout(() => {
      const m = document.createElement('p');
      m.setAttribute('role', where === 'beside' ? 'status' : 'alert');
      m.textContent = 'The planted ' + where + ' message.';
      if (where === 'under-bar') {
        m.style.position = 'fixed'; m.style.top = '10px'; m.style.left = '10px'; m.style.zIndex = '-1';
        document.body.appendChild(m);
      } else {
        document.getElementById(where).appendChild(m);
      }
      // A screen-reader-only announcement is for nobody's eyes: never reported.
      document.getElementById('hidden').textContent = 'Announced only.';
    }, 300);
  });
</script>
</body></html>`;

async function plant(page: Page, where: 'beside' | 'below' | 'under-bar') {
  await page.route('http://planted.test/**', (route) => route.fulfill({ contentType: 'text/html', body: PLANTED }));
  await page.goto(`http://planted.test/form?where=${where}`);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`The planted ${where} message.`)).toBeAttached();
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the fixture reports a submit message that appears below the fold', async ({ page, messagesInView }) => {
      await plant(page, 'below');
      const reported = await messagesInView.outOfView();
      expect(reported.map((m) => m.text)).toEqual(['The planted below message.']);
      expect(reported[0]!.url).toContain('planted.test/form');
      messagesInView.clear();
    });

    test('the fixture reports a submit message hidden under the fixed bar', async ({ page, messagesInView }) => {
      await plant(page, 'under-bar');
      expect((await messagesInView.outOfView()).map((m) => m.text)).toEqual(['The planted under-bar message.']);
      messagesInView.clear();
    });

    test('the fixture lets a message beside the pressed button pass', async ({ page, messagesInView }) => {
      await plant(page, 'beside');
      expect(await messagesInView.outOfView()).toEqual([]);
    });
  });
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('Add to Cart says what it did in view, even pressed at the bottom of the window', async ({ page, stack }) => {
      test.skip(!stack, 'needs local accounts and the local S3');
      test.setTimeout(120_000);
      const artist = await apiSession(stack!, await confirmedAccount(stack!, 'Artist'));
      const title = `Sarimanok ${randomUUID().slice(0, 6)}`;
      const art = await uploadArtThroughApi(
        stack!,
        artist,
        { title, price: '2750.00', quantity: 2, art_style: 'Realism', medium: 'Oil', subject: 'Others' },
        7,
      );
      await signInNewClient(page, stack!);

      await page.goto(`/art/${art.art_id}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const add = page.getByRole('button', { name: 'Add to Cart' });
      await bringToBottom(add);
      await add.click();
      await expectInView(page.getByText(`Added 1 piece of "${title}" to your cart.`));
    });
  });
}
