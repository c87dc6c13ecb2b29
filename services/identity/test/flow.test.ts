import { describe, expect, it } from 'vitest';
import { Browser, decodeJwt, followToCallback, serverForSuite, signIn, startAuthorization, tokenRequest } from './helpers';

describe.each([
  { name: 'outer app keys = identity.cookieKeys (as the gateway does)', outerKeys: true },
  { name: 'outer app without keys', outerKeys: false },
])('authorization code + PKCE flow, $name', ({ outerKeys }) => {
  const server = serverForSuite({ outerKeys });

  it('registers through the interaction API and gets an audience-scoped JWT access token', async () => {
    const browser = new Browser(server.url);
    const { uid, interactionUrl, verifier, state, redirectUri } = await startAuthorization(browser, server);
    expect(new URL(interactionUrl, server.url).pathname).toBe(`/idp/interaction/${uid}`);
    const cookies = browser.jar.list();
    expect(cookies).toContainEqual({ name: '_interaction', path: `/idp/interaction/${uid}` });
    expect(cookies).toContainEqual({ name: '_interaction.sig', path: `/idp/interaction/${uid}` });
    expect(cookies).toContainEqual({ name: '_interaction_resume', path: `/idp/auth/${uid}` });

    const landing = await browser.request(interactionUrl);
    expect(landing.status).toBe(302);
    expect(landing.headers.get('location')).toBe(`/auth?interaction=${uid}`);

    const register = await browser.postJson(`/idp/interaction/${uid}/register`, { username: 'Walleye_Wanda', password: 'tight-lines' });
    expect(register.status).toBe(201);
    const { redirectTo } = (await register.json()) as { redirectTo: string };
    expect(redirectTo).toBe(`${server.url}/idp/auth/${uid}`);

    const callback = await followToCallback(browser, redirectTo, redirectUri);
    expect(callback.searchParams.get('state')).toBe(state);
    expect(callback.searchParams.get('iss')).toBe(`${server.url}/idp`);
    const code = callback.searchParams.get('code')!;
    expect(code).toBeTruthy();
    expect(browser.jar.list().map((c) => c.name)).toContain('_session');

    const tokenResponse = await tokenRequest(server, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: 'tackle-shell',
      code_verifier: verifier,
      resource: `${server.url}/api`,
    });
    expect(tokenResponse.status).toBe(200);
    const tokens = (await tokenResponse.json()) as Record<string, string>;
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.id_token).toBeTruthy();

    const { header, payload } = decodeJwt(tokens.access_token!);
    expect(header.alg).toBe('RS256');
    expect(payload.iss).toBe(`${server.url}/idp`);
    expect(payload.aud).toBe(`${server.url}/api`);
    expect(typeof payload.sub).toBe('string');
    expect(payload.username).toBe('Walleye_Wanda');
    expect(payload.client_id).toBe('tackle-shell');

    const idToken = decodeJwt(tokens.id_token!).payload;
    expect(idToken.sub).toBe(payload.sub);
    expect(idToken.preferred_username).toBe('Walleye_Wanda');

    const user = await fetch(`${server.url}/api/user`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(user.status).toBe(200);
    expect(await user.json()).toEqual({ id: payload.sub, username: 'Walleye_Wanda' });

    // The code is single use.
    const again = await tokenRequest(server, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: 'tackle-shell',
      code_verifier: verifier,
    });
    expect(again.status).toBe(400);
  });

  it('logs in an existing user (any letter case of the name)', async () => {
    await signIn(server, { username: 'Pike.Pete', password: 'northern-1' }, 'register');
    const { tokens } = await signIn(server, { username: 'pike.pete', password: 'northern-1' }, 'login');
    const user = await fetch(`${server.url}/api/user`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(await user.json()).toMatchObject({ username: 'Pike.Pete' });
  });

  it('rotates refresh tokens and rejects the old one', async () => {
    const { tokens } = await signIn(server, { username: 'rotator', password: 'spinning-reel' });
    const first = await tokenRequest(server, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: 'tackle-shell' });
    expect(first.status).toBe(200);
    const renewed = (await first.json()) as Record<string, string>;
    expect(renewed.refresh_token).toBeTruthy();
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
    const claims = decodeJwt(renewed.access_token!).payload;
    expect(claims.aud).toBe(`${server.url}/api`);
    expect(claims.username).toBe('rotator');

    const reuse = await tokenRequest(server, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: 'tackle-shell' });
    expect(reuse.status).toBe(400);
    expect(((await reuse.json()) as { error: string }).error).toBe('invalid_grant');
  });
});
