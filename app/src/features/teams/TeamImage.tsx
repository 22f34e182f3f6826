/**
 * A team's picture. The catalogue's teams have pictures; on the devnet its web server draws them
 * (/devnet/teams/<id>.svg, like the token logos). Where no picture is hosted yet (56/97) there is none, and the
 * banner's colours stand alone.
 */
import { teamInfo } from '@fuelswap/config';
import { onDevnet } from '../../chain/runtime.ts';
import { cx } from '../../ui/index.ts';
import styles from './teams.module.css';

function teamImageUrl(id: number): string | undefined {
  return onDevnet() && teamInfo(id) ? `/devnet/teams/${id}.svg` : undefined;
}

/** The picture, named by the team's (translated) name; nothing when the team has none. */
export function TeamImage({ id, name, small = false }: { id: number; name: string; small?: boolean }) {
  const src = teamImageUrl(id);
  if (!src) return null;
  const size = small ? 32 : 112;
  return (
    <img
      src={src}
      alt={name}
      width={size}
      height={size}
      className={cx(styles.image, small && styles.small)}
      data-testid={`team-image-${id}`}
    />
  );
}
