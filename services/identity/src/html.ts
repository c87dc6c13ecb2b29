import { createHash } from 'node:crypto';
import type Koa from 'koa';

/** Plain, self-contained pages the provider itself renders (errors, sign-out). No external assets. */

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
  :root{color-scheme:light dark}
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
    font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f5f9;color:#0f172a}
  main{max-width:28rem;margin:1.5rem;padding:2rem;background:#fff;border-radius:.75rem;
    box-shadow:0 1px 3px rgba(15,23,42,.12)}
  h1{font-size:1.35rem;margin:0 0 .75rem}
  p{line-height:1.5;margin:0 0 1rem}
  small{color:#475569}
  a.button,button{display:inline-block;padding:.6rem 1rem;border:0;border-radius:.5rem;background:#0f766e;color:#fff;
    font:inherit;text-decoration:none;cursor:pointer}
  @media (prefers-color-scheme:dark){body{background:#0f172a;color:#e2e8f0}main{background:#1e293b}small{color:#94a3b8}}
`;

export function page(title: string, body: string, head = ''): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Tackle</title>
<style>${STYLE}</style>
${head}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/**
 * The policy of the provider's pages when nothing in front of it set one: in distributed mode the
 * identity service is its own process and the gateway's policy is not on `ctx` (decision 093).
 * The same rules as the site's (decision 090): scripts only from our origin plus the hash a page
 * appends for its one inline script, the pages' own <style>. Behind the gateway, the gateway keeps
 * its site policy and takes over only those script hashes.
 */
const PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** Sets `PAGE_POLICY` (and nosniff) unless a policy is already set (the single-machine gateway's). */
export function ensurePagePolicy(ctx: Koa.Context): void {
  if (ctx.response.get('content-security-policy')) return;
  ctx.set('Content-Security-Policy', PAGE_POLICY);
  ctx.set('X-Content-Type-Options', 'nosniff');
}

/**
 * Allows one inline script under a Content-Security-Policy set upstream (same approach as
 * oidc-provider's form_post page): its sha256 is appended to `script-src` when that directive exists.
 */
export function allowInlineScript(ctx: Koa.Context, script: string): string {
  const csp = ctx.response.get('content-security-policy');
  if (typeof csp === 'string' && csp) {
    const directives = csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => d.split(/\s+/));
    const scriptSrc = directives.find(([name]) => name === 'script-src');
    if (scriptSrc) {
      scriptSrc.push(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
      ctx.set('Content-Security-Policy', directives.map((d) => d.join(' ')).join('; '));
    }
  }
  return script;
}

const FRIENDLY: Record<string, string> = {
  invalid_request: 'The sign-in request was not valid. Please start again from Tackle.',
  invalid_client: 'This application is not known to the sign-in service.',
  invalid_redirect_uri: 'The sign-in request named a return address that is not allowed.',
  access_denied: 'Sign-in was cancelled.',
  login_required: 'Please sign in to continue.',
  session_not_found: 'Your sign-in session expired. Please try again.',
  server_error: 'Something went wrong on our side. Please try again in a moment.',
};

export function errorPage(publicUrl: string, out: { error: string; error_description?: string | undefined }): string {
  const headline = FRIENDLY[out.error] ?? 'We could not complete your sign-in.';
  const detail = out.error === 'server_error' ? '' : (out.error_description ?? '');
  return page(
    'Sign-in problem',
    `<h1>Sign-in problem</h1>
<p>${escapeHtml(headline)}</p>
${detail ? `<p><small>${escapeHtml(detail)} (${escapeHtml(out.error)})</small></p>` : ''}
<p><a class="button" href="${escapeHtml(`${publicUrl}/`)}">Back to Tackle</a></p>`,
  );
}

/** The user already chose "Logout" in the app: confirm the provider session end without a second question. */
export function logoutPage(ctx: Koa.Context, form: string): string {
  const script = allowInlineScript(
    ctx,
    "(function(){var f=document.getElementById('op.logoutForm');if(!f)return;var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();})();",
  );
  return page(
    'Signing out',
    `<h1>Signing out…</h1>
${form}
<p>One moment while we sign you out of Tackle.</p>
<noscript><p><button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button></p></noscript>
<script>${script}</script>`,
  );
}

export function postLogoutPage(publicUrl: string): string {
  return page(
    'Signed out',
    `<h1>You are signed out</h1>
<p>See you on the water.</p>
<p><a class="button" href="${escapeHtml(`${publicUrl}/`)}">Back to Tackle</a></p>`,
  );
}
