// The public and sign-in screens pass axe-core's WCAG 2 A and AA rules with no violations.
import { expect, test } from './fixtures';
import { expectAccessible, visit } from './a11y';

test('public and sign-in screens', async ({ page }) => {
  await visit(page, '/', /./);
  await expectAccessible(page, 'landing /');
  await visit(page, '/privacy-policy', /Privacy/);
  await expectAccessible(page, '/privacy-policy');
  await visit(page, '/terms', /Terms/);
  await expectAccessible(page, '/terms');
  await visit(page, '/delete-account', /Delete/);
  await expectAccessible(page, '/delete-account');

  for (const [path, heading] of [
    ['/login', /./],
    ['/admin-login', /./],
    ['/create-account', /./],
    ['/otp', /./],
    ['/forgot-password', /./],
  ] as const) {
    await visit(page, path, heading);
    await expectAccessible(page, path);
  }
  // Errors shown: the sign-in form submitted empty.
  await visit(page, '/login', /./);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectAccessible(page, '/login with errors');
});
