import { expect, test } from './support/test';

test('pages carry the Content-Security-Policy, under which the boot scripts run and injected script does not', async ({
  page,
  cspViolations,
}) => {
  const response = await page.goto('/p/some-studio/gallery/some-gallery?lng=en');
  expect(response?.headers()['content-security-policy']).toMatch(
    /(^|; )script-src 'self'( 'sha256-[A-Za-z0-9+/]+={0,2}')+;/,
  );
  // index.html's boot scripts are allowed by their hashes (the fixture fails on any refusal):
  // the page has its theme before React.
  await expect(page.locator('html')).toHaveClass(/\b(light|dark)\b/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect(cspViolations).toEqual([]);

  // Markup that reached a page by mistake (an attribute handler, a script element) never runs.
  const injectedRan = await page.evaluate(async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="/missing.png" onerror="window.injected = true">';
    // The image's failure is the moment its handler would have run.
    const failed = new Promise((resolve) => holder.querySelector('img')?.addEventListener('error', resolve));
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(holder, script);
    await failed;
    return (window as { injected?: boolean }).injected === true;
  });
  expect(injectedRan).toBe(false);
  // The reports reach the test through the page's console, a moment later.
  await expect
    .poll(() => cspViolations)
    .toEqual(
      expect.arrayContaining([
        expect.stringContaining('script-src-elem refused inline'),
        expect.stringContaining('script-src-attr refused inline'),
      ]),
    );
  // Provoked above on purpose: not the kind the fixture is there to catch.
  cspViolations.length = 0;
});
