import { adminAccount, codeFromMail, expect, mailsTo, test, uniqueEmail } from './fixtures';
import { signIn, signUpAndVerify, typeCode } from './flows';

test('a listener signs up, verifies the code from the mail, signs in and out', async ({ page }) => {
  const email = uniqueEmail('signup');
  await signUpAndVerify(page, 'Hannah Psalmist', email, 'sing-a-new-song');

  await signIn(page, email, 'sing-a-new-song');
  // Nothing uploaded: the listener's home, and the way to start creating.
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Hannah' })).toBeVisible();
  await page.getByRole('link', { name: 'Start creating' }).first().click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('heading', { name: 'Creator Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Signed out for real: the creator area sends us back to sign in.
  await page.goto('/user');
  await expect(page).toHaveURL(/\/login$/);
});

test('sign-in before verifying says why, in the red box', async ({ page }) => {
  const email = uniqueEmail('unverified');
  await page.goto('/create-account');
  await page.getByLabel('Full name').fill('Not Yet');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('patience-1234');
  await page.getByLabel('Confirm password').fill('patience-1234');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/otp$/);

  await signIn(page, email, 'patience-1234');
  await expect(page.getByRole('alert')).toContainText('Please verify your email before signing in');
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password end to end, then sign in with the new password', async ({ page }) => {
  const email = uniqueEmail('forgot');
  await signUpAndVerify(page, 'Forgetful Thomas', email, 'old-password-1');

  const mailsBefore = mailsTo(email).length;
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText(`Verification code has been sent to ${email}`)).toBeVisible();

  const code = await codeFromMail(email, mailsBefore);
  await typeCode(page, code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByText('Verification successful')).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill('new-password-2');
  await page.getByLabel('Confirm new password').fill('new-password-2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been reset successfully').first()).toBeVisible();

  await signIn(page, email, 'old-password-1');
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');

  await signIn(page, email, 'new-password-2');
  await expect(page).toHaveURL(/\/app$/);
});

test('an admin created with the CLI signs in and reaches /admin', async ({ page }) => {
  const admin = adminAccount();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin-login$/);

  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');

  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Esther Admin').first()).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
});

test('a user deletes their account, then cannot sign in', async ({ page }) => {
  const email = uniqueEmail('delete');
  await signUpAndVerify(page, 'Leaving Lydia', email, 'goodbye-friends');
  await signIn(page, email, 'goodbye-friends');
  await expect(page).toHaveURL(/\/app$/);

  await page.goto('/delete-account');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByText('Email address is required')).toBeVisible();

  await dialog.getByLabel('Email address').fill('someone-else@e2e.selah.test');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'The email address does not match your account',
  );

  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);

  await signIn(page, email, 'goodbye-friends');
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
});
