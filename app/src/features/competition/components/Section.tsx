/** One section of the battle page: a level-2 heading that names it for screen readers, and an optional note under it. */
import type { ReactNode } from 'react';
import { Heading, Text } from '../../../ui/index.ts';
import styles from '../competition.module.css';

export function Section({ id, title, note, children }: { id: string; title: string; note?: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      {note !== undefined && (
        <Text size="sm" color="subtle">
          {note}
        </Text>
      )}
      {children}
    </section>
  );
}
