/**
 * Manage → Lists (spec 2.7, 4, 5): add a list by URL, IPFS or ENS name
 * (previewed before the import warning), turn lists on and off, accept a
 * pending update, remove a list after confirming (not the last one). A list
 * that failed keeps its error here; the others keep working.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skipToken, useQuery } from '@tanstack/react-query';
import { canRemoveList, parseListLocation, uriToHttp, type ListEntry, type TokenList } from '@fuelswap/sdk';
import { runtime } from '../../../chain/runtime.ts';
import { Button, IconButton, Input, SettingsIcon, Spinner, Toggle, cx } from '../../../ui/index.ts';
import { isSameOriginPath, resolveListUrl } from '../lists/defaults.ts';
import { fetchListForApp } from '../lists/fetchList.ts';
import { useListFetchDeps, useListsDispatch, useListsState } from '../lists/hooks.ts';
import { tokensOfList } from '../hooks/allTokens.ts';
import { ListLogo } from './ListLogo.tsx';
import { useDebouncedValue } from './useDebouncedValue.ts';
import styles from './tokens.module.css';

/** An http(s) address to open the list in a new tab, or undefined (ENS, bad input). */
export function viewListHref(url: string): string | undefined {
  if (isSameOriginPath(url)) return resolveListUrl(url);
  const kind = parseListLocation(url)?.kind;
  if (!kind || kind === 'ens') return undefined;
  try {
    return uriToHttp(url)[0];
  } catch {
    return undefined;
  }
}

function ListRow({ url, entry, active, canRemove }: { url: string; entry: ListEntry; active: boolean; canRemove: boolean }) {
  const { t } = useTranslation();
  const dispatch = useListsDispatch();
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const list = entry.current;
  const name = list?.name ?? url;
  const count = list ? tokensOfList(list, runtime().chainId).length : undefined;
  const href = viewListHref(url);
  const panelId = `list-panel-${encodeURIComponent(url)}`;

  return (
    <li className={cx(styles.listRow, active && styles.listRowActive)} data-testid="token-list-row" data-list-url={url}>
      <div className={styles.listRowMain}>
        <ListLogo logoURI={list?.logoURI} name={name} />
        <div className={styles.rowText}>
          <span className={styles.symbol} title={url}>
            {name}
          </span>
          <span className={styles.name}>
            {count !== undefined && t('{{count}} tokens', { count })}
            {list && ` · v${list.version.major}.${list.version.minor}.${list.version.patch}`}
          </span>
          {entry.error !== null && <span className={styles.listError}>{entry.error}</span>}
        </div>
        {entry.loadingRequestId !== null && !list && <Spinner size={18} label={t('Loading…')} />}
        <IconButton
          label={t('List settings')}
          size="sm"
          aria-expanded={menuOpen}
          aria-controls={panelId}
          onClick={() => setMenuOpen((v) => !v)}
        >
          <SettingsIcon size={16} />
        </IconButton>
        <Toggle
          aria-label={name}
          checked={active}
          onChange={(on) => dispatch({ type: on ? 'lists/enable' : 'lists/disable', url })}
          size="sm"
        />
      </div>
      {entry.pendingUpdate && (
        <div className={styles.listUpdate}>
          <span>
            {t('Update available: v{{version}}', {
              version: `${entry.pendingUpdate.version.major}.${entry.pendingUpdate.version.minor}.${entry.pendingUpdate.version.patch}`,
            })}
          </span>
          <Button size="sm" variant="secondary" onClick={() => dispatch({ type: 'lists/acceptUpdate', url })}>
            {t('Update list')}
          </Button>
        </div>
      )}
      {menuOpen && (
        <div id={panelId} className={styles.listMenu}>
          {href && (
            <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
              {t('View list')}
            </a>
          )}
          {confirming ? (
            <div className={styles.confirm} role="alertdialog" aria-label={t('Remove list')}>
              <p>{t('Please confirm you would like to remove this list')}</p>
              <div className={styles.confirmButtons}>
                <Button size="sm" variant="danger" onClick={() => dispatch({ type: 'lists/remove', url })}>
                  {t('Remove')}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
                  {t('Cancel')}
                </Button>
              </div>
            </div>
          ) : (
            <Button size="sm" variant="text" disabled={!canRemove} onClick={() => setConfirming(true)}>
              {t('Remove list')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

export interface ManageListsProps {
  onImportList: (url: string, list: TokenList) => void;
}

export function ManageLists({ onImportList }: ManageListsProps) {
  const { t } = useTranslation();
  const state = useListsState();
  const { client } = useListFetchDeps();
  const [text, setText] = useState('');
  const typed = useDebouncedValue(text, 300);
  const location = parseListLocation(typed);
  const url = location?.value;
  const exists = !!url && url in state.byUrl;

  const preview = useQuery({
    queryKey: ['tokenListPreview', url],
    queryFn: url ? () => fetchListForApp(url, { client }) : skipToken,
    enabled: !exists,
    retry: false,
    staleTime: 60_000,
    gcTime: 60_000,
  });

  const rows = useMemo(() => {
    const entries = Object.entries(state.byUrl);
    const active = new Set(state.activeListUrls);
    return entries.sort(([a, ae], [b, be]) => {
      const aa = active.has(a) ? 0 : 1;
      const bb = active.has(b) ? 0 : 1;
      if (aa !== bb) return aa - bb;
      const an = ae.current?.name.toLowerCase() ?? a;
      const bn = be.current?.name.toLowerCase() ?? b;
      return an < bn ? -1 : an > bn ? 1 : 0;
    });
  }, [state]);

  const invalid = text.trim() !== '' && !parseListLocation(text);

  return (
    <div className={styles.manage}>
      <Input
        type="text"
        aria-label={t('Add a list by URL, IPFS or ENS name')}
        placeholder={t('https:// or ipfs:// or ENS name')}
        autoComplete="off"
        spellCheck={false}
        maxLength={2048}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={invalid ? t('Enter valid list location') : undefined}
      />
      {url && typed === text && !invalid && (
        <div className={styles.previewBox} aria-live="polite">
          {exists ? (
            <p className={styles.hint}>{t('This list is already added.')}</p>
          ) : preview.isPending ? (
            <Spinner size={20} label={t('Loading…')} />
          ) : preview.isError ? (
            <div role="alert" className={styles.error}>
              <strong>{t('Error importing list')}</strong>
              <span>{preview.error instanceof Error ? preview.error.message : String(preview.error)}</span>
            </div>
          ) : preview.data ? (
            <div className={styles.listRowMain}>
              <ListLogo logoURI={preview.data.logoURI} name={preview.data.name} />
              <div className={styles.rowText}>
                <span className={styles.symbol}>{preview.data.name}</span>
                <span className={styles.name}>
                  {t('{{count}} tokens', { count: tokensOfList(preview.data, runtime().chainId).length })}
                </span>
              </div>
              <Button size="sm" onClick={() => onImportList(url, preview.data)}>
                {t('Import')}
              </Button>
            </div>
          ) : null}
        </div>
      )}
      <ul className={styles.lists} aria-label={t('Token lists')}>
        {rows.map(([u, entry]) => (
          <ListRow key={u} url={u} entry={entry} active={state.activeListUrls.includes(u)} canRemove={canRemoveList(state, u)} />
        ))}
      </ul>
    </div>
  );
}
