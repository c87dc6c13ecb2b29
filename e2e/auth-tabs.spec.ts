import { expect, test, type Page } from '@playwright/test';

// Issue 14.7: every sign-up call to action opens the Register tab, 'Login' the Login tab, through
// the identity provider's redirect.
async function expectTab(page: Page, tab: 'Login' | 'Register') {
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  const username = page.getByRole('tabpanel', { name: tab }).getByLabel('Username');
  await expect(username).toBeEditable();
  await expect(page).toHaveURL(/\/auth\?interaction=/);
}

for (const [label, tab] of [
  ['Get Started', 'Register'],
  ['Sign Up Free', 'Register'],
  ['Start Your Free Account', 'Register'],
  ['Login', 'Login'],
] as const) {
  test(`'${label}' on the landing page opens the ${tab} tab`, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: label, exact: true }).first().click();
    await expectTab(page, tab);
  });
}

test('after choosing Register once, Login in the same tab still opens the Login tab', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started', exact: true }).first().click();
  await expectTab(page, 'Register');
  await page.goto('/');
  await page.getByRole('link', { name: 'Login', exact: true }).first().click();
  await expectTab(page, 'Login');
});
