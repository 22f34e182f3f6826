import { Link as RouterLink, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Dropdown, ExternalIcon, cx, dropdownItemClassName } from '../../ui/index.ts';
import { isGroupActive, isLinkActive, type MenuEntry, type MenuExternal, type MenuLink } from './menuConfig.ts';
import styles from './Menu.module.css';

/** One link of the menu, internal (aria-current when it is this page) or external (new tab). */
export function MenuItemLink({ item, className }: { item: MenuLink | MenuExternal; className: string | undefined }) {
  const { t } = useTranslation();
  const [pathname] = useLocation();
  if (item.kind === 'external') {
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer" className={className}>
        {item.label}
        <ExternalIcon size={14} className={styles.externalIcon} />
        <span className="fs-visually-hidden"> {t('(opens in a new tab)')}</span>
      </a>
    );
  }
  return (
    <RouterLink to={item.to} className={className} aria-current={isLinkActive(item, pathname) ? 'page' : undefined}>
      {item.label}
    </RouterLink>
  );
}

/** The horizontal desktop bar: links, and groups as dropdowns. */
export function DesktopNav({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation();
  const [pathname] = useLocation();
  return (
    <nav aria-label={t('Main menu')} className={styles.nav}>
      <ul className={styles.navList}>
        {entries.map((entry) => (
          <li key={entry.id}>
            {entry.kind === 'group' ? (
              <Dropdown label={entry.label} current={isGroupActive(entry, pathname)} triggerClassName={styles.navTrigger}>
                <ul className={styles.drawerList}>
                  {entry.items.map((item) => (
                    <li key={item.id}>
                      <MenuItemLink item={item} className={dropdownItemClassName} />
                    </li>
                  ))}
                </ul>
              </Dropdown>
            ) : (
              <MenuItemLink item={entry} className={styles.navLink} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The drawer's list: top-level links first, then each group as a titled section. */
export function DrawerNav({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation();
  const top = entries.filter((e) => e.kind !== 'group');
  const groups = entries.filter((e) => e.kind === 'group');
  return (
    <nav aria-label={t('Main menu')}>
      <div className={styles.drawerSection}>
        <ul className={styles.drawerList}>
          {top.map((item) => (
            <li key={item.id}>
              <MenuItemLink item={item} className={styles.drawerLink} />
            </li>
          ))}
        </ul>
      </div>
      {groups.map((group) => (
        <section key={group.id} className={styles.drawerSection} aria-labelledby={`drawer-${group.id}`}>
          <h3 id={`drawer-${group.id}`} className={styles.drawerHeading}>
            {group.label}
          </h3>
          <ul className={styles.drawerList}>
            {group.items.map((item) => (
              <li key={item.id}>
                <MenuItemLink item={item} className={cx(styles.drawerLink)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
