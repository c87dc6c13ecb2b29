import type { Page } from '@playwright/test';

/**
 * Collects every Content-Security-Policy violation the browser reports on any page of the journey
 * (the `securitypolicyviolation` event, and Chromium's console error for what it refused).
 */
export async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP-VIOLATION ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /CSP-VIOLATION|Content Security Policy/.test(text)) violations.push(`${page.url()}: ${text}`);
  });
  return violations;
}
