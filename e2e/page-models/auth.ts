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
    await this.submit('Register', username, password);
  }

  async login(username: string, password: string) {
    await this.submit('Login', username, password);
  }

  /** Fills the tab's form (its button is named like the tab) and waits until signed in. */
  private async submit(tab: 'Register' | 'Login', username: string, password: string) {
    await this.page.getByRole('tab', { name: tab }).click();
    const panel = this.page.getByRole('tabpanel', { name: tab });
    await panel.getByLabel('Username').fill(username);
    await panel.getByLabel('Password').fill(password);
    await panel.getByRole('button', { name: tab }).click();
    await this.expectSignedIn(username);
  }

  async expectSignedIn(username: string) {
    await expect(this.page.getByRole('heading', { name: `Welcome back, ${username}!` })).toBeVisible({ timeout: 20_000 });
  }
}

/** The password every journey's new angler registers with. */
export const PASSWORD = 'tight-lines-42';

/** Registers a new angler with a unique username (from `prefix`), signed in at the end; answers the username. */
export async function signUp(page: Page, prefix: string): Promise<string> {
  const username = uniqueUsername(prefix);
  const auth = new AuthPage(page);
  await auth.open();
  await auth.register(username, PASSWORD);
  return username;
}

export async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page.getByRole('link', { name: 'Get Started' }).or(page.getByRole('button', { name: 'Get Started' })).first()).toBeVisible({
    timeout: 20_000,
  });
}
