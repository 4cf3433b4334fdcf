// A client leaves a review in Catalan on the page their review request's link opens; the
// photographer finds it under Website and shows it on the studio's site, which then shows it,
// and the session it was asked for shows it too.
import { expect, test } from './support/test';
import { newId } from '../../core/domain/ids';
import { newSecretToken } from '../../functions/lib/secret-token';
import { newUser, signIn, withDatabase } from './support/studio';

test('a client reviews in Catalan, the studio shows it, and its site does too', async ({ page }) => {
  const user = await newUser('reviews');
  const slug = `reviews-${user.userId.slice(0, 8)}`;
  // The review a workflow's step asked for, and the link its mail carried (requestReview makes
  // both; the JSON it imports keeps it out of Playwright, and reviews.test.ts covers it).
  const { token, hash } = newSecretToken();
  const sessionId = newId();
  await withDatabase(async (sql) => {
    const customerId = newId();
    const reviewId = newId();
    await sql`update accounts set slug = ${slug} where id = ${user.accountId}`;
    await sql`insert into customers (id, account_id, author_id, name, email, language)
              values (${customerId}, ${user.accountId}, ${user.userId}, 'Núria Vidal', ${`${slug}@example.com`}, 'ca')`;
    await sql`insert into sessions (id, account_id, author_id, customer_id, date, type, status)
              values (${sessionId}, ${user.accountId}, ${user.userId}, ${customerId}, ${Date.now() - 7 * 86_400_000},
                      'Retrat', 'completed')`;
    await sql`insert into reviews (id, account_id, customer_id, session_id, language, reviewer_name)
              values (${reviewId}, ${user.accountId}, ${customerId}, ${sessionId}, 'ca', 'Núria')`;
    await sql`insert into private.document_links (token_hash, account_id, review_id)
              values (${hash}, ${user.accountId}, ${reviewId})`;
  });
  const link = `/p/${slug}/review/${token}`;

  // The client: four stars by keyboard, their words, their name as they want it shown.
  await page.goto(link);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
  const review = page.getByTestId('client-review');
  await expect(review.getByRole('heading', { level: 1 })).toContainText('Com va anar la sessió');
  await expect(review.getByLabel('Nom que es mostra amb la ressenya')).toHaveValue('Núria');
  await review.getByRole('button', { name: 'Enviar la ressenya' }).click();
  await expect(review.getByText("Tria d'1 a 5 estrelles.")).toBeVisible();
  await review.getByRole('radio', { name: '1 estrella de 5' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(review.getByRole('radio', { name: '4 estrelles de 5' })).toBeChecked();
  await review.getByLabel('La teva ressenya').fill('Unes fotos precioses i molta paciència amb els nens.');
  await review.getByLabel('Nom que es mostra amb la ressenya').fill('Núria V.');
  await review.getByRole('button', { name: 'Enviar la ressenya' }).click();
  await expect(review.getByTestId('review-sent')).toContainText('Gràcies per la teva ressenya!');

  // The studio: under Website, the review, and the switch that shows it on the site.
  await signIn(page, user, '/app/website');
  const row = page.getByTestId('reviews-section').getByTestId('review-row');
  await expect(row).toContainText('Unes fotos precioses');
  await expect(row).toContainText('Núria Vidal');
  await expect(row.getByRole('img', { name: '4 stars out of 5' })).toBeVisible();
  await row.getByRole('switch', { name: 'Show on site' }).click();
  await expect(row.getByRole('switch', { name: 'Show on site' })).toBeChecked();

  // The site's home page shows it, with its stars and the name the client chose.
  await expect(async () => {
    await page.goto(`/p/${slug}`);
    await expect(page.getByTestId('site-reviews')).toContainText('Unes fotos precioses', { timeout: 1000 });
  }).toPass();
  const shown = page.getByTestId('site-reviews');
  await expect(shown).toContainText('Núria V.');
  await expect(shown.getByRole('img', { name: '4 stars out of 5' })).toBeVisible();

  // The session it was asked for shows it too.
  await page.goto(`/app/clients/sessions?session=${sessionId}`);
  const onSession = page.getByTestId('session-details').getByTestId('session-review');
  await expect(onSession).toContainText('Unes fotos precioses');
  await expect(onSession).toContainText('Shown on your site');
});
