import { VOTING_LIMITS } from '@fuelswap/sdk';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardBody, TabPanel, Tabs, Text } from '../../../ui/index.ts';
import { Markdown } from './Markdown.tsx';
import styles from '../voting.module.css';

/** The proposal's Content: Write (a Markdown textarea) and Preview (the safe Markdown rendering) tabs. */
export function ProposalBodyField({
  value,
  error,
  onChange,
  onBlur,
}: {
  value: string;
  error: string | undefined;
  onChange: (v: string) => void;
  onBlur: () => void;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const ids = useId();
  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${ids}-content`}>
        {t('Content')}
      </span>
      <Tabs
        idPrefix={`${ids}-body`}
        label={t('Content')}
        value={tab}
        onChange={setTab}
        items={[
          { value: 'write', label: t('Write') },
          { value: 'preview', label: t('Preview') },
        ]}
      />
      <TabPanel idPrefix={`${ids}-body`} value={tab}>
        {tab === 'write' ? (
          <textarea
            className={styles.textarea}
            aria-labelledby={`${ids}-content`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids}-body-error` : undefined}
            value={value}
            maxLength={VOTING_LIMITS.bodyLength}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
          />
        ) : (
          <Card>
            <CardBody>
              <Markdown>{value}</Markdown>
            </CardBody>
          </Card>
        )}
      </TabPanel>
      <Text size="sm" color="subtle">
        {t('Tip: write in Markdown!')}
      </Text>
      {error ? (
        <span className={styles.error} id={`${ids}-body-error`} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
