/** The battle tiers' names, as translation keys (written literally so the key check sees them). */
import type { CompetitionTier } from '@fuelswap/config';

export const TIER_LABELS: Record<CompetitionTier['id'], string> = {
  champion: 'Champion',
  top10: 'Top 10',
  top100: 'Top 100',
  top500: 'Top 500',
  participant: 'Participant',
};
