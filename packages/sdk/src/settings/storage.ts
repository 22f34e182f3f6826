/**
 * Versioned local storage (settings, saved tokens/pairs, transactions,
 * lists). Everything is stored as JSON { version, value }. Reading never
 * throws: corrupt JSON, a missing envelope, a value that fails validation,
 * or a version that cannot be migrated is discarded and reported as a
 * warning string, which the caller logs with console.warn before falling
 * back to defaults.
 */

export interface VersionedOptions<T> {
  /** The version written by this build. */
  readonly version: number;
  /** Shape check for the current version's value. */
  readonly validate: (value: unknown) => value is T;
  /**
   * Upgrades a value stored by an older version; return undefined to discard.
   * Never called for newer (unknown) versions. Its result is validated too.
   */
  readonly migrate?: (fromVersion: number, value: unknown) => T | undefined;
}

export interface LoadResult<T> {
  readonly value: T | undefined;
  readonly warning?: string;
}

function discard<T>(warning: string): LoadResult<T> {
  return { value: undefined, warning };
}

export function loadVersioned<T>(raw: string | null | undefined, options: VersionedOptions<T>): LoadResult<T> {
  if (raw === null || raw === undefined) return { value: undefined };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return discard('Discarded stored data: it is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || !('version' in parsed) || !('value' in parsed)) {
    return discard('Discarded stored data: it has no version.');
  }
  const { version, value } = parsed as { version: unknown; value: unknown };
  if (typeof version !== 'number' || !Number.isInteger(version)) {
    return discard('Discarded stored data: it has no version.');
  }
  try {
    if (version === options.version) {
      return options.validate(value) ? { value } : discard(`Discarded stored data (version ${version}): it failed validation.`);
    }
    if (version > options.version || !options.migrate) {
      return discard(`Discarded stored data from version ${version}; this build reads version ${options.version}.`);
    }
    const migrated = options.migrate(version, value);
    if (migrated !== undefined && options.validate(migrated)) {
      return { value: migrated };
    }
    return discard(`Discarded stored data from version ${version}: it could not be migrated to version ${options.version}.`);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    return discard(`Discarded stored data (version ${version}): ${reason}`);
  }
}

/** The text to store for a value: JSON { version, value }. Values must be JSON-safe (no bigint). */
export function saveVersioned<T>(value: T, version: number): string {
  return JSON.stringify({ version, value });
}
