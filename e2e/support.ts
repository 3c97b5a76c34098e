import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-pass1!';
export const DEMO = {
  admin: 'admin@example.com',
  broker: 'broker@example.com',
  planner: 'planner@example.com',
  client: 'client@example.com',
} as const;

const SHOTS = path.resolve(import.meta.dirname, 'artifacts/screenshots');

/** Keeps a full-page screenshot of what the user sees, as a test artefact to look at. */
export async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  // The header is fixed: a full-page shot taken after scrolling would draw it across the middle of the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInFromLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page.getByTestId('app-header')).toBeVisible();
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.example`;
}
