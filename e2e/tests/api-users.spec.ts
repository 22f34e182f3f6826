/**
 * Usernames through the API with a real wallet signature: the page asks the
 * injected EIP-6963 test wallet to personal_sign the registration message
 * (anvil signs it with the account's key), POSTs it to the API from the web
 * origin (CORS included), and reads the name back; then a replayed signature
 * and a forged one (signed by another account) are refused with their messages.
 * The API is the devnet's own (api/ on PGlite), found through /devnet/services.json.
 */
import { buildRegistrationMessage, newRegistrationNonce } from '@fuelswap/sdk';
import type { Address } from 'viem';
import { anvilAccount } from '../accounts.ts';
import { expect, test } from '../fixtures.ts';

interface Answer {
  status: number;
  body: { error?: string; username?: string | null; address?: string };
}

/** Runs in the page: the wallet's personal_sign, then a POST from the app's origin. */
async function signAndRegister(
  page: import('@playwright/test').Page,
  a: { api: string; address: string; username: string; message: string; signer?: string },
): Promise<Answer & { signature: string }> {
  return page.evaluate(async ({ api, address, username, message, signer }) => {
    type Provider = { request(args: { method: string; params?: unknown[] }): Promise<unknown> };
    const provider = await new Promise<Provider>((done) => {
      const onAnnounce = (e: Event) => {
        const detail = (e as CustomEvent<{ info: { name: string }; provider: Provider }>).detail;
        if (detail.info.name === 'E2E Test Wallet') {
          window.removeEventListener('eip6963:announceProvider', onAnnounce);
          done(detail.provider);
        }
      };
      window.addEventListener('eip6963:announceProvider', onAnnounce);
      window.dispatchEvent(new Event('eip6963:requestProvider'));
    });
    const w = (window as unknown as { __testWallet: { setAccount(a: string): void } }).__testWallet;
    if (signer) w.setAccount(signer);
    const hex = `0x${Array.from(new TextEncoder().encode(message), (b) => b.toString(16).padStart(2, '0')).join('')}`;
    const signature = (await provider.request({ method: 'personal_sign', params: [hex, signer ?? address] })) as string;
    if (signer) w.setAccount(address);
    const res = await fetch(`${api}/api/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address, username, message, signature }),
    });
    return { status: res.status, body: await res.json(), signature };
  }, a);
}

async function postFromPage(page: import('@playwright/test').Page, api: string, body: unknown): Promise<Answer> {
  return page.evaluate(
    async ({ api, body }) => {
      const res = await fetch(`${api}/api/users/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    { api, body },
  );
}

async function getFromPage(page: import('@playwright/test').Page, url: string): Promise<Answer> {
  return page.evaluate(async (url) => {
    const res = await fetch(url);
    return { status: res.status, body: await res.json() };
  }, url);
}

test('registers a username signed by the wallet, and refuses a replayed and a forged signature', async ({
  page,
  useWallet,
  deployment,
  request,
}) => {
  const api = process.env.E2E_API_URL ?? apiUrl((await (await request.get('/devnet/services.json')).json()) as Record<string, unknown>);
  expect((await request.get(`${api}/health`)).status()).toBe(200);

  // An unlocked anvil account (#13-#18: no other spec uses them) that has no name yet:
  // names live in the API's database, which a chain snapshot does not revert.
  let account: Address | undefined;
  for (let i = 13; i <= 18 && !account; i++) {
    const a = anvilAccount(i);
    const r = (await (await request.get(`${api}/api/users/${a}`)).json()) as { username: string | null };
    if (r.username === null) account = a;
  }
  if (!account) throw new Error('accounts #13-#18 all have names in the API database: delete the test devnet folder');
  const other = anvilAccount(3);

  await useWallet(account);
  await page.goto('/');

  const username = `e2e${Date.now().toString(36)}`.slice(0, 15);
  const message = buildRegistrationMessage({
    username,
    address: account,
    chainId: deployment.chainId,
    nonce: newRegistrationNonce(),
    issuedAt: new Date().toISOString(),
  });

  // Before: no name.
  expect(await getFromPage(page, `${api}/api/users/${account}`)).toEqual({ status: 200, body: { address: account, username: null } });

  const first = await signAndRegister(page, { api, address: account, username, message });
  expect(first.status, JSON.stringify(first.body)).toBe(201);
  expect(first.body).toMatchObject({ address: account, username });

  // The name is served by GET, and is now taken whatever the case.
  expect(await getFromPage(page, `${api}/api/users/${account.toLowerCase()}`)).toMatchObject({
    status: 200,
    body: { address: account, username },
  });
  expect(await getFromPage(page, `${api}/api/users/valid/${username.toUpperCase()}`)).toMatchObject({
    status: 409,
    body: { error: 'Username taken' },
  });

  // Replay: the very same signed body again.
  const replay = await postFromPage(page, api, { address: account, username, message, signature: first.signature });
  expect(replay).toEqual({ status: 409, body: { error: 'Signature already used: sign a new message' } });

  // Forgery: a fresh message naming `account`, signed by another account through the same wallet.
  const forgedMessage = buildRegistrationMessage({
    username: `${username.slice(0, 12)}x`,
    address: account,
    chainId: deployment.chainId,
    nonce: newRegistrationNonce(),
    issuedAt: new Date().toISOString(),
  });
  const forged = await signAndRegister(page, {
    api,
    address: account,
    username: `${username.slice(0, 12)}x`,
    message: forgedMessage,
    signer: other,
  });
  expect(forged.status).toBe(401);
  expect(forged.body).toEqual({ error: 'Invalid signature: the message was not signed by this address' });

  // Nothing changed: still the first name.
  expect(await getFromPage(page, `${api}/api/users/${account}`)).toMatchObject({ body: { username } });
});

/** The API's base URL from the devnet's services file (`{ indexerUrl, apiUrl }`, devnet/src/web.ts); E2E_API_URL overrides it. */
function apiUrl(services: Record<string, unknown>): string {
  const url = services.apiUrl;
  if (typeof url !== 'string') throw new Error(`no apiUrl in /devnet/services.json: ${JSON.stringify(services)}`);
  return url.replace(/\/$/, '');
}
