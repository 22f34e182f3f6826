import '../styles/global.css';
import { focusOnMount } from '../ui/index.ts';
import styles from './BootError.module.css';

/**
 * Shown by main.tsx when the runtime configuration (the chain and its
 * contract addresses) could not be loaded, so the app cannot start.
 * Self-contained on purpose: no router, no translation, no chain. The text is
 * plain English because the translation files may be unreachable for the same
 * reason the config was (server down, network gone).
 */
export function BootError({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  return (
    <main className={styles.page}>
      <div className={styles.card} role="alert" aria-labelledby="boot-error-title">
        <svg width="56" height="56" viewBox="0 0 32 32" aria-hidden="true">
          <defs>
            <linearGradient id="boot-logo" x1="4" y1="2" x2="28" y2="30" gradientUnits="userSpaceOnUse">
              <stop offset="0" stopColor="#14b8a6" />
              <stop offset="1" stopColor="#6d3fe0" />
            </linearGradient>
          </defs>
          <path d="M16 2.5c4.6 5.6 10 11.3 10 17.2A10 10 0 0 1 6 19.7C6 13.8 11.4 8.1 16 2.5Z" fill="url(#boot-logo)" />
        </svg>
        <h1 id="boot-error-title" className={styles.title}>
          FuelSwap could not start
        </h1>
        <p className={styles.text}>The network configuration could not be loaded, so the exchange cannot connect to the chain.</p>
        <pre className={styles.message}>{error.message}</pre>
        <button type="button" className={styles.retry} onClick={onRetry ?? (() => window.location.reload())} ref={focusOnMount}>
          Retry
        </button>
      </div>
    </main>
  );
}
