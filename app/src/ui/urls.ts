/**
 * The project's external addresses, in one place. The menu, the trade frame and
 * the footer links read them from here.
 */
export const URLS = {
  github: 'https://github.com/fuelswap',
  docs: 'https://docs.fuelswap.finance',
  blog: 'https://blog.fuelswap.finance',
  info: 'https://info.fuelswap.finance',
  /** The old (V1) exchange and its LP migration page. */
  oldExchange: 'https://v1exchange.fuelswap.finance',
  lpMigration: 'https://v1exchange.fuelswap.finance/#/migrate',
  /** Binance's bridge: "Convert ERC-20 to BEP-20". */
  bridge: 'https://www.binance.org/en/bridge',
  help: 'https://docs.fuelswap.finance/help',
} as const;
