import { expect, type Page } from '@playwright/test';

let counter = 0;
/** Unique per run so journeys never collide with accounts left by earlier runs. */
export function uniqueUsername(prefix = 'angler') {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

export class AuthPage {
  constructor(private readonly page: Page) {}

  /** From anywhere signed out: open /auth and wait for the sign-in form of the identity provider. */
  async open() {
    await this.page.goto('/auth');
    await expect(this.page.getByRole('tab', { name: 'Login' })).toBeVisible();
  }

  async register(username: string, password: string) {
    await this.page.getByRole('tab', { name: 'Register' }).click();
    const panel = this.page.getByRole('tabpanel', { name: 'Register' });
    await panel.getByLabel('Username').fill(username);
    await panel.getByLabel('Password').fill(password);
    await panel.getByRole('button', { name: 'Register' }).click();
    await this.expectSignedIn(username);
  }

  async login(username: string, password: string) {
    await this.page.getByRole('tab', { name: 'Login' }).click();
    const panel = this.page.getByRole('tabpanel', { name: 'Login' });
    await panel.getByLabel('Username').fill(username);
    await panel.getByLabel('Password').fill(password);
    await panel.getByRole('button', { name: 'Login' }).click();
    await this.expectSignedIn(username);
  }

  async expectSignedIn(username: string) {
    await expect(this.page.getByRole('heading', { name: `Welcome back, ${username}!` })).toBeVisible({ timeout: 20_000 });
  }
}

export async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page.getByRole('link', { name: 'Get Started' }).or(page.getByRole('button', { name: 'Get Started' })).first()).toBeVisible({
    timeout: 20_000,
  });
}
