/**
 * The one way tests and benches log a demo account in over HTTP (POST /auth/token), outside the app:
 * the integration tests before opening a page as that user, the benches before measuring logged-in
 * pages and calls.
 */
import { Value } from '@sinclair/typebox/value';
import { DEMO_PASSWORD } from '../../server/seed/demo';
import { TokenSet } from '../../src/api/contract';

/** Logs `email` in at `apiBaseUrl` (e.g. http://127.0.0.1:41234/api); throws with the status when refused. */
export async function logIn(apiBaseUrl: string, email: string, password = DEMO_PASSWORD): Promise<TokenSet> {
  const response = await fetch(`${apiBaseUrl}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || !Value.Check(TokenSet, body))
    throw new Error(`Login of ${email} failed with HTTP ${response.status}`);
  return body;
}
