import type { Page } from '@playwright/test';
import { adminAccount, codeFromMail, expect, mailsTo } from './fixtures';

/** Types a six-digit code into the OTP boxes, one key at a time. */
export async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

/** Signs up through /create-account and verifies the email at /otp. */
export async function signUpAndVerify(page: Page, name: string, email: string, password: string) {
  const mailsBefore = mailsTo(email).length;
  await page.goto('/create-account');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/otp$/);

  const code = await codeFromMail(email, mailsBefore);
  await typeCode(page, code);
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * Signs in at /login; the caller checks where it lands: /user for a creator (has uploaded),
 * /app for an account that has uploaded nothing, or the page a guard sent it from.
 */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs the admin (made with the CLI at start) in at /admin-login and waits for the dashboard. */
export async function adminSignIn(page: Page) {
  const admin = adminAccount();
  await page.goto('/admin-login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}
