import { expect, test } from '@playwright/test';
import { IMAGE_URL_MESSAGE } from '@tackle/contracts';
import { signUp } from './page-models/auth';

// One copy of the contracts per page (docs/decisions/154-one-contracts-per-page.md): a remote's page
// takes the contracts modules the shell has already evaluated from the shell, and never loads its
// own copy of them. `IMAGE_URL_MESSAGE` is a text of contracts/src/gear.ts, one of those modules,
// which every remote uses: the script that holds it holds that module.

test("a remote's page uses the shell's contracts, not a copy of its own", async ({ page }) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.add(response.url());
  });
  await signUp(page, 'contracts');
  // Each page's own controls, which only its remote draws (the heading may be the static frame's).
  for (const [path, control] of [
    ['/gear', page.getByRole('button', { name: 'Add Gear' })],
    ['/catches', page.getByRole('button', { name: 'Log Catch' })],
    ['/fish-spots', page.getByRole('button', { name: 'Search', exact: true })],
  ] as const) {
    await page.goto(path);
    await expect(control.first()).toBeVisible();
  }
  // Each script the pages loaded, read again (a body is gone once its page is navigated away from).
  const holding: string[] = [];
  for (const url of scripts) {
    if ((await (await page.request.get(url)).text()).includes(IMAGE_URL_MESSAGE)) holding.push(new URL(url).pathname);
  }
  // The text survives the build (the shell's script has it), and no remote script has it.
  expect(holding.filter((path) => path.startsWith('/assets/'))).not.toEqual([]);
  expect(holding.filter((path) => path.startsWith('/remotes/'))).toEqual([]);
  // All three remotes were loaded.
  const remotes = new Set([...scripts].map((url) => new URL(url).pathname).filter((path) => path.startsWith('/remotes/')).map((path) => path.split('/')[2]));
  for (const remote of ['gear', 'catches', 'conditions']) expect(remotes).toContain(remote);
});
