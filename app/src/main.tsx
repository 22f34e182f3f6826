import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntime } from './chain/runtime.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no element with id "root" to render the app into');
const root = createRoot(container);

async function boot() {
  try {
    await loadRuntime();
  } catch (e) {
    // No runtime means no chain: show why instead of a blank page.
    const { BootError } = await import('./app/BootError.tsx');
    root.render(<BootError error={e instanceof Error ? e : new Error(String(e))} />);
    return;
  }
  const [{ ChainProvider }, { App }] = await Promise.all([import('./chain/ChainProvider.tsx'), import('./app/App.tsx')]);
  root.render(
    <StrictMode>
      <ChainProvider>
        <App />
      </ChainProvider>
    </StrictMode>,
  );
}

void boot();
