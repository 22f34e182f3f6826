import { useTranslation } from 'react-i18next';
import { Text } from '../../../ui/index.ts';
import { useRoundPlayers } from '../hooks/queries.ts';
import type { ChainLottery } from '../logic.ts';

/**
 * The round's player count in Finished Rounds, from the indexer (the chain has no such count), shown only once the
 * indexer's row is the chain's round (`indexedPlayers`): a row of the same id left from a history the chain has
 * left, or one a block behind, is asked again rather than kept. Nothing while unknown (a failed indexer read hides
 * only this line).
 */
export function RoundPlayers({ round }: { round: ChainLottery }) {
  const { t } = useTranslation();
  const players = useRoundPlayers(round);
  if (players === undefined) return null;
  return <Text data-testid="lottery-round-players">{t('Total players this round: {{count}}', { count: players })}</Text>;
}
