import type { Page } from '@playwright/test';
import { openInEnglish } from '../identity/support';
import { expect, test } from '../support/fixtures';
import { operator } from '../support/operator';
import {
  announcementPopup,
  popupTitles,
  publishAnnouncement,
  removeAnnouncements,
  settle,
} from './popup-support';

// The payloads must reach the popup: browse as a visitor who has not closed it yet.
test.use({ sitePopups: true });
test.describe.configure({ timeout: 120_000 });

/**
 * S4: payloads that would run script if the HTML were inserted as it is stored. Each tries
 * to set `window.__xss` (or the parent's, from a frame) or to open an alert.
 */
const payloads = [
  '<script>window.__xss = 1</script>',
  '<img src="x" onerror="window.__xss = 2">',
  '<svg onload="window.__xss = 3"></svg>',
  '<svg><script>window.__xss = 4</script></svg>',
  '<a href="javascript:window.__xss = 5">xss link 5</a>',
  '<iframe srcdoc="<script>parent.__xss = 6</script>"></iframe>',
  '<iframe src="javascript:parent.__xss = 7"></iframe>',
  '<div style="background:url(\'javascript:window.__xss = 8\')">style url 8</div>',
  '<div style="width: expression(window.__xss = 9)">style expression 9</div>',
  '<body onload="window.__xss = 10">',
  '<input autofocus onfocus="window.__xss = 11">',
  '<details open ontoggle="window.__xss = 12">details 12</details>',
  '<object data="javascript:window.__xss = 13"></object>',
  '<embed src="javascript:window.__xss = 14">',
  '<math><maction actiontype="statusline" xlink:href="javascript:window.__xss = 15">m 15</maction></math>',
  '<form action="javascript:window.__xss = 16"><button>xss form 16</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss = 17">',
  '<video><source onerror="window.__xss = 18"></video>',
  '<marquee onstart="window.__xss = 19">marquee 19</marquee>',
  '"><script>alert(20)</script>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=21>"></noscript>',
  '<img src=x onerror=alert(22)>',
  '<a href="data:text/html,<script>alert(23)</script>">xss link 23</a>',
  '<style>@import "javascript:alert(24)"; body { background: red }</style>',
  '<svg><animate onbegin="window.__xss = 25" attributeName="x" dur="1s"></animate></svg>',
  '<template><img src=x onerror="window.__xss = 26"></template>',
  '<base href="javascript:alert(27)//"><a href="/x">xss link 27</a>',
  '<a href="  JaVaScRiPt:window.__xss = 28">xss link 28</a>',
];

const ids: number[] = [];

test.beforeAll(async () => {
  // Through the real operator command, a few at a time: some 30 processes, slow on a busy
  // two-core machine.
  test.setTimeout(120_000);
  for (let i = 0; i < payloads.length; i += 4) {
    const batch = payloads.slice(i, i + 4).map((payload, j) =>
      publishAnnouncement({
        title: `XSS ${i + j + 1}`,
        content: `<p>Payload ${i + j + 1}</p>${payload}`,
        execution: 'B',
      }),
    );
    ids.push(...(await Promise.all(batch)));
  }
  await operator(
    'help',
    'add',
    '--tag',
    'xss-corpus',
    '--title-pt',
    'XSS corpus',
    '--title-en',
    'XSS corpus',
    '--content-pt',
    payloads.join('\n'),
    '--content-en',
    payloads.join('\n'),
    '--sort',
    '1',
  );
});

test.afterAll(async () => {
  test.setTimeout(120_000);
  await removeAnnouncements(ids);
  await operator('help', 'remove', 'xss-corpus');
});

/** Fails the test on any alert, confirm or prompt the page opens. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

const xssMarker = (page: Page) => page.evaluate(() => (window as { __xss?: unknown }).__xss);

test('no stored payload runs script in the announcement popup', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await openInEnglish(page, '/');
  const popup = announcementPopup(page);
  await expect(popup).toBeVisible();
  const pages = popup.getByRole('navigation', { name: 'Title pages' });
  // The links open apart (target=_blank). A tab one opens is closed again and this page
  // brought back to the front: behind another tab it answered every later click about 2 s
  // late (50 s of this test, after the one link that survives, "xss link 27").
  const opened: Page[] = [];
  page.context().on('page', (tab) => opened.push(tab));
  const seen = new Set<string>();
  for (let guard = 0; guard < 10; guard++) {
    const count = await popupTitles(page).count();
    for (let i = 0; i < count; i++) {
      const title = popupTitles(page).nth(i);
      const name = (await title.textContent()) ?? '';
      seen.add(name);
      await title.click();
      await expect(popup.getByRole('heading', { name, exact: true })).toBeVisible();
      // Links that survived sanitizing are clicked too, as a curious reader would.
      for (const link of await popup.getByRole('article').getByRole('link').all()) {
        await link.click().catch(() => undefined);
      }
      for (const tab of opened.splice(0)) await tab.close();
      await page.bringToFront();
      // Nothing that could run script is left in the DOM.
      await expect(
        popup.locator('script, iframe, object, embed, svg, math, form, base, meta, style'),
      ).toHaveCount(0);
      const handlers = await popup.evaluate((root) =>
        Array.from(root.querySelectorAll('*')).flatMap((el) =>
          Array.from(el.attributes)
            .filter((a) => /^on/i.test(a.name) || /^\s*(javascript|data):/i.test(a.value))
            .map((a) => `${el.tagName} ${a.name}`),
        ),
      );
      expect(handlers, name).toEqual([]);
    }
    const next = pages.getByRole('button', { name: 'Next page' });
    if (await next.isDisabled()) break;
    await next.click();
  }
  for (let n = 1; n <= payloads.length; n++) expect(seen).toContain(`XSS ${n}`);
  await settle(page);
  expect(await xssMarker(page)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('no payload runs script on the help page either', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await openInEnglish(page, '/');
  await announcementPopup(page).getByRole('button', { name: 'Close' }).click();
  await page.goto('/help#xss-corpus');
  const topic = page.getByRole('region', { name: 'XSS corpus' });
  await expect(topic).toBeInViewport();
  await expect(topic).toContainText('xss link 5');
  await expect(topic.locator('script, iframe, object, embed, svg, math, form, style')).toHaveCount(
    0,
  );
  await settle(page);
  expect(await xssMarker(page)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('the CSP forbids plugins, <base> and inline script on pages and API replies', async ({
  request,
}) => {
  for (const path of ['/', '/help', '/wps/system/helpCenter?device=WEB']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const csp = res.headers()['content-security-policy'] ?? '';
    expect(csp, path).toContain("object-src 'none'");
    expect(csp, path).toContain("base-uri 'none'");
    const scriptSrc = /script-src([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc, path).toContain("'self'");
    expect(scriptSrc, path).not.toContain('unsafe-inline');
    expect(csp, path).not.toMatch(/default-src[^;]*unsafe-inline/);
  }
});
