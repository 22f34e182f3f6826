/**
 * The project's API (api/, at `serviceUrl('api')`) as a client typed from the server's own routes:
 * `AppType` is imported as a type only, so no server code reaches the bundle, and a route whose input or
 * output changes fails the app's type check. `apiClient` is hono/client's `hc` (about 2 kB gzipped): the
 * voting screens use it; the shell's username read uses only the types (`ApiClient`), since the shell must
 * not grow.
 */
import { hc } from 'hono/client';
import type { AppType } from '../../../api/src/app.ts';

export type ApiClient = ReturnType<typeof hc<AppType>>;

export function apiClient(base: string): ApiClient {
  return hc<AppType>(base);
}
