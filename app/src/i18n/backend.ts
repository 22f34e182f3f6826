import type { BackendModule, ReadCallback } from 'i18next';
import { isLocaleCode } from './locales.ts';

export interface FetchBackendOptions {
  /** URL of a locale file; default `${BASE_URL}locales/{code}.json`. */
  loadPath?: (code: string) => string;
  fetch?: typeof fetch;
}

/**
 * A minimal i18next backend: one JSON file per language, fetched on demand.
 * Written here because i18next-http-backend is not among the installed
 * packages, and a dozen lines do the job (one namespace, no reload, no cache).
 */
export function createFetchBackend(options: FetchBackendOptions = {}): BackendModule {
  const loadPath = options.loadPath ?? ((code: string) => `${import.meta.env.BASE_URL}locales/${code}.json`);
  return {
    type: 'backend',
    callbackApi: true,
    init() {},
    read(language: string, _namespace: string, callback: ReadCallback) {
      // Only offered languages: never build a URL from an arbitrary string.
      if (!isLocaleCode(language)) return callback(new Error(`Unsupported language ${language}`), false);
      const doFetch = options.fetch ?? fetch;
      doFetch(loadPath(language))
        .then((res) => {
          if (!res.ok) throw new Error(`Loading ${language} failed: HTTP ${res.status}`);
          return res.json() as Promise<Record<string, string>>;
        })
        .then(
          (data) => callback(null, data),
          (error: unknown) => callback(error instanceof Error ? error : String(error), false),
        );
    },
  };
}
