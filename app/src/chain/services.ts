/**
 * Its own module, apart from runtime.ts, so that a test replacing runtime.ts's `runtime()` still finds its
 * services here through that replacement.
 */
import { runtime, type Services } from './runtime.ts';

/**
 * The one way the app finds a service's base URL (no trailing slash): the runtime config's (the devnet's
 * /devnet/services.json, a 56/97 build's VITE_INDEXER_URL / VITE_API_URL), else the build's variable when the
 * runtime has no services (a test's partial runtime); undefined when neither names one.
 */
export function serviceUrl(name: 'indexer' | 'api'): string | undefined {
  const services = (runtime() as { services?: Partial<Services> }).services;
  const fromRuntime = name === 'indexer' ? services?.indexerUrl : services?.apiUrl;
  const fromEnv = (name === 'indexer' ? import.meta.env.VITE_INDEXER_URL : import.meta.env.VITE_API_URL) as string | undefined;
  return fromRuntime || fromEnv || undefined;
}
