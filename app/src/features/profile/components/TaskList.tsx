import { useId } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Card, Heading, Link, Skeleton, Tag, Text } from '../../../ui/index.ts';
import { ConnectWalletButton } from '../../wallet/index.ts';
import { doneCount, type Task, type TaskId } from '../data/tasks.ts';
import styles from './profile.module.css';

/** A task's title (literal keys, so the translation check sees them). */
function taskTitle(t: TFunction, id: TaskId): string {
  switch (id) {
    case 'starter':
      return t('Get a starter collectible');
    case 'profile':
      return t('Set up your profile');
    case 'reactivate':
      return t('Reactivate your profile');
    case 'ifo':
      return t('Take part in an IFO');
    case 'collect':
      return t('Collect your IFO points');
  }
}

/**
 * The "Your tasks" card of /profile/tasks: the tasks of data/tasks.ts in order, each a link to where it is
 * done with its state in words (Done / To do), and how many are done. Without a wallet every task is to do
 * and the card offers to connect; while the wallet's first reads load, a placeholder.
 */
export function TaskList({ tasks, connected, loading }: { tasks: readonly Task[]; connected: boolean; loading: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} style={{ marginTop: 16 }}>
      <div className={styles.between}>
        <Heading level={2} size="lg" id={headingId}>
          {t('Your tasks')}
        </Heading>
        {!loading && (
          <Text size="sm" color="subtle" data-testid="tasks-done">
            {t('{{done}} of {{total}} done', { done: doneCount(tasks), total: tasks.length })}
          </Text>
        )}
      </div>
      {!connected && (
        <div className={styles.between} style={{ marginTop: 8 }}>
          <Text color="subtle">{t('Connect your wallet to see which tasks you have done.')}</Text>
          <ConnectWalletButton size="sm" />
        </div>
      )}
      <div aria-busy={loading}>
        {loading ? (
          <Skeleton height={120} />
        ) : (
          <ul
            style={{ listStyle: 'none', padding: 0, margin: '8px 0 0', display: 'flex', flexDirection: 'column', gap: 8 }}
            data-testid="task-list"
          >
            {tasks.map((task) => (
              <li key={task.id} className={styles.between} style={{ padding: '4px 0' }} data-task={task.id} data-done={task.done}>
                <Link to={task.to}>{taskTitle(t, task.id)}</Link>
                {task.done ? (
                  <Tag tone="success" size="sm">
                    {t('Done')}
                  </Tag>
                ) : (
                  <Tag tone="neutral" size="sm" outline>
                    {t('To do')}
                  </Tag>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
