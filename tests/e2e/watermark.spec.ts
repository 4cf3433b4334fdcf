import { expect, test } from './support/test';
import { createGallery } from './support/gallery-fixtures';
import { newUser, signIn, withDatabase } from './support/studio';

test('a photographer turns on a gallery’s watermark and saves its text, position, opacity and size', async ({
  page,
}) => {
  const user = await newUser('watermark');
  await withDatabase((sql) => sql`update accounts set name = 'Lumen Studio' where id = ${user.accountId}`);
  const { id } = await createGallery(user, { name: 'Spring portraits' });
  await signIn(page, user, `/app/galleries/${id}/edit`);
  const form = page.getByTestId('gallery-settings-form');
  const fields = form.getByTestId('watermark-fields');

  await expect(fields.getByLabel('Words to show')).toHaveCount(0);
  await fields.getByRole('switch', { name: 'Add a watermark to the photos' }).click();
  // A studio without a logo can only write text; the text defaults to its name.
  await expect(fields.getByRole('radio', { name: /Your logo/ })).toBeDisabled();
  await expect(fields.getByText('Upload a logo in Settings › Brand to use it here.')).toBeVisible();
  await expect(fields.getByRole('radio', { name: /Studio name or your words/ })).toBeChecked();
  await expect(fields.getByLabel('Words to show')).toHaveAttribute('placeholder', 'Lumen Studio');
  await expect(fields.getByRole('img', { name: 'Preview of the watermark on a photo' })).toContainText('Lumen Studio');

  await fields.getByLabel('Words to show').fill('Proof');
  await fields.getByLabel('Where it goes').selectOption({ label: 'Repeated across the photo' });
  await fields.getByRole('slider', { name: 'Opacity' }).fill('60');
  await fields.getByRole('slider', { name: 'Size' }).fill('20');
  await expect(fields.getByRole('slider', { name: 'Opacity' })).toHaveAttribute('aria-valuetext', '60%');
  await expect(fields.getByRole('img', { name: 'Preview of the watermark on a photo' })).toContainText('Proof');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();

  await expect
    .poll(() =>
      withDatabase(async (sql) => {
        const [row] = await sql<
          { watermark: unknown }[]
        >`select settings->'watermark' as watermark from galleries where id = ${id}`;
        return row?.watermark;
      }),
    )
    .toEqual({ enabled: true, kind: 'text', text: 'Proof', position: 'tiled', opacity: 0.6, size: 20 });
});
