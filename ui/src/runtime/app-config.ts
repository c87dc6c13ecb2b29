/**
 * GET /app-config.json, asked for once per page: the gateway's configuration of the front end (the
 * sign-in's identity provider, the map's tile server). The shell asks for it as the app starts,
 * which takes the page's `<link rel="preload" as="fetch">`; a page that needs it later (the map)
 * takes the same answer instead of a round trip of its own (docs/decisions/176-one-app-config-read.md).
 *
 * A failure is not kept: a network error rejects, an answer that is not 2xx resolves with `ok`
 * false, and either way the next call asks again.
 *
 * This module is imported by the shell's sign-in code, which runs without the kit: it imports
 * nothing. Its state is on `globalThis`, so the shell's copy and the kit's share it (as the early
 * reads', ./early-reads.ts).
 */
export interface AppConfigAnswer {
  ok: boolean;
  status: number;
  statusText: string;
  /** The parsed JSON of a 2xx answer; null otherwise. */
  body: unknown;
}

const KEY = '__tackleAppConfig';
const holder = () => globalThis as unknown as Record<string, Promise<AppConfigAnswer> | undefined>;

export function appConfigAnswer(): Promise<AppConfigAnswer> {
  const kept = holder()[KEY];
  if (kept) return kept;
  const asked = (async (): Promise<AppConfigAnswer> => {
    // A plain GET (the gateway answers with Cache-Control: no-cache): the same request as the
    // page's preload, so the preloaded answer is used (decision 101).
    const res = await fetch('/app-config.json');
    if (!res.ok) return { ok: false, status: res.status, statusText: res.statusText, body: null };
    return { ok: true, status: res.status, statusText: res.statusText, body: (await res.json()) as unknown };
  })();
  holder()[KEY] = asked;
  const forget = () => {
    if (holder()[KEY] === asked) delete holder()[KEY];
  };
  asked.then((got) => !got.ok && forget(), forget);
  return asked;
}

/** Forgets the answer (tests). */
export function resetAppConfigAnswer(): void {
  delete holder()[KEY];
}
