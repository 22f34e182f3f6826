import { Suspense, use, type ReactNode } from 'react';
import '../styles/global.css';
import { initI18n } from '../i18n/index.ts';
import { AppRouter } from './routes/AppRouter.tsx';
import { AppRoutes } from './routes/routes.tsx';

// Started when this module loads (right after the runtime config): the stored
// language and en-US load while the router fetches the first page's chunk.
const i18nReady = initI18n();

/** Renders children once translations are ready, so the first paint shows text, not keys. */
function TranslationsReady({ children }: { children: ReactNode }) {
  use(i18nReady);
  return children;
}

/** The app: translations, then the router (layout, menu, lazily loaded pages). Mounted by main.tsx inside ChainProvider. */
export function App() {
  return (
    <Suspense fallback={null}>
      <TranslationsReady>
        <AppRouter>
          <AppRoutes />
        </AppRouter>
      </TranslationsReady>
    </Suspense>
  );
}
