import {
  combineDateTime,
  hasErrors,
  MIN_CHOICES,
  nextQuarterHour,
  proposalTypedData,
  PROPOSAL_TYPES,
  quarterHourOptions,
  SNAPSHOT_DOMAIN,
  toPickerValues,
  validateProposalForm,
  type FormMessage,
  type ProposalFormField,
  type ProposalFormValues,
  type ProposalMessage,
} from '@fuelswap/sdk';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConnection, useSignTypedData } from 'wagmi';
import { useCurrentBlock } from '../../chain/blocks.ts';
import { runtime } from '../../chain/runtime.ts';
import {
  Button,
  Card,
  CardBody,
  CardHeader,
  CloseIcon,
  Heading,
  IconButton,
  Input,
  Page,
  PageHeader,
  Select,
  TabPanel,
  Tabs,
  Text,
  useToasts,
} from '../../ui/index.ts';
import { ConnectWalletButton, isUserRejection, shortAddress } from '../wallet/index.ts';
import { formatPower } from './components/format.ts';
import { Markdown } from './components/Markdown.tsx';
import { fetchHubConfig, fetchPower, hubUrl, sendMessage } from './data/hub.ts';
import styles from './voting.module.css';

const TIMES = quarterHourOptions().map((v) => ({ value: v, label: v }));

/** Starts at the current quarter hour (already open: voting can begin at once), ends three days later. */
function initialValues(): ProposalFormValues {
  const start = nextQuarterHour(new Date(Date.now() - 15 * 60 * 1000 + 1));
  const end = new Date(start.getTime() + 3 * 24 * 3600 * 1000);
  const s = toPickerValues(start);
  const e = toPickerValues(end);
  return { title: '', body: '', choices: ['', ''], startDate: s.date, startTime: s.time, endDate: e.date, endTime: e.time, snapshot: '' };
}

/** /voting/proposal/create: the proposal form, a safe Markdown preview, signing and publishing. */
export function CreateProposalPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { toastSuccess, toastError } = useToasts();
  const { address } = useConnection();
  const block = useCurrentBlock(runtime().chainId);
  const sign = useSignTypedData();
  const [values, setValues] = useState<ProposalFormValues>(initialValues);
  const [touched, setTouched] = useState<Partial<Record<ProposalFormField, boolean>>>({});
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [publishing, setPublishing] = useState(false);
  const ids = useId();
  const available = hubUrl() !== undefined;
  // The snapshot is the current block, following the chain until publishing.
  const snapshot = block !== undefined ? String(block) : values.snapshot;
  const form = { ...values, snapshot };
  const errors = validateProposalForm(form, block !== undefined ? BigInt(block) : undefined);
  const config = useQuery({ queryKey: ['voting', 'config'], queryFn: fetchHubConfig, enabled: available, staleTime: 60_000 });
  const power = useQuery({
    queryKey: ['voting', 'power', address, snapshot],
    queryFn: () => fetchPower(address!, snapshot),
    enabled: available && address !== undefined && snapshot !== '',
    staleTime: 30_000,
  });
  const min = config.data ? BigInt(config.data.minProposalPower) : undefined;
  const enough = power.data && min !== undefined ? BigInt(power.data.total) >= min : undefined;

  const set = <K extends keyof ProposalFormValues>(k: K, v: ProposalFormValues[K]) => setValues((old) => ({ ...old, [k]: v }));
  const touch = (f: ProposalFormField) => setTouched((old) => ({ ...old, [f]: true }));
  const msg = (m: FormMessage) => formMessage(t, m);
  const fieldError = (f: ProposalFormField) => (touched[f] && errors[f]?.length ? errors[f]!.map(msg).join(' ') : undefined);

  async function publish() {
    setTouched({ title: true, body: true, choices: true, startDate: true, startTime: true, endDate: true, endTime: true, snapshot: true });
    if (hasErrors(errors) || !address || !config.data || enough !== true) return;
    const start = combineDateTime(form.startDate, form.startTime)!;
    const end = combineDateTime(form.endDate, form.endTime)!;
    const message: ProposalMessage = {
      from: address,
      space: config.data.space,
      timestamp: Math.floor(Date.now() / 1000),
      type: 'single-choice',
      title: form.title.trim(),
      body: form.body,
      discussion: '',
      choices: form.choices.map((c) => c.trim()),
      labels: [],
      start: Math.floor(start.getTime() / 1000),
      end: Math.floor(end.getTime() / 1000),
      snapshot: Number(form.snapshot),
      plugins: '{}',
      privacy: '',
      app: 'fuelswap',
    };
    setPublishing(true);
    try {
      const sig = await sign.mutateAsync(proposalTypedData(message));
      const { id } = await sendMessage({ address, sig, data: { domain: SNAPSHOT_DOMAIN, types: PROPOSAL_TYPES, message } });
      toastSuccess(t('Proposal created!'));
      void navigate(`/voting/proposal/${id}`);
    } catch (e) {
      if (!isUserRejection(e)) toastError(t('Error'), (e as Error).message);
    } finally {
      setPublishing(false);
    }
  }

  return (
    <Page>
      <PageHeader title={t('Make a Proposal')} backTo="/voting" />
      {!available ? (
        <Text color="subtle">{t('Voting is not available on this network.')}</Text>
      ) : (
        <form
          className={styles.layout}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void publish();
          }}
        >
          <div className={styles.main}>
            <Input
              label={t('Title')}
              value={values.title}
              maxLength={256}
              onChange={(e) => set('title', e.target.value)}
              onBlur={() => touch('title')}
              error={fieldError('title')}
            />
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
                    aria-invalid={fieldError('body') ? true : undefined}
                    aria-describedby={fieldError('body') ? `${ids}-body-error` : undefined}
                    value={values.body}
                    maxLength={20_000}
                    onChange={(e) => set('body', e.target.value)}
                    onBlur={() => touch('body')}
                  />
                ) : (
                  <Card>
                    <CardBody>
                      <Markdown>{values.body}</Markdown>
                    </CardBody>
                  </Card>
                )}
              </TabPanel>
              <Text size="sm" color="subtle">
                {t('Tip: write in Markdown!')}
              </Text>
              {fieldError('body') ? (
                <span className={styles.error} id={`${ids}-body-error`} role="alert">
                  {fieldError('body')}
                </span>
              ) : null}
            </div>
            <Card>
              <CardHeader>
                <Heading level={2} size="lg">
                  {t('Choices')}
                </Heading>
              </CardHeader>
              <CardBody>
                <div className={styles.field}>
                  {values.choices.map((c, i) => (
                    <div className={styles.choiceRow} key={i}>
                      <Input
                        aria-label={t('Choice {{num}}', { num: i + 1 })}
                        placeholder={t('Input choice text')}
                        value={c}
                        maxLength={64}
                        onChange={(e) =>
                          set(
                            'choices',
                            values.choices.map((x, j) => (j === i ? e.target.value : x)),
                          )
                        }
                        onBlur={() => touch('choices')}
                      />
                      {values.choices.length > MIN_CHOICES ? (
                        <IconButton
                          label={t('Remove choice {{num}}', { num: i + 1 })}
                          variant="text"
                          onClick={() => {
                            set(
                              'choices',
                              values.choices.filter((_, j) => j !== i),
                            );
                            touch('choices');
                          }}
                        >
                          <CloseIcon />
                        </IconButton>
                      ) : null}
                    </div>
                  ))}
                  {fieldError('choices') ? (
                    <span className={styles.error} role="alert">
                      {fieldError('choices')}
                    </span>
                  ) : null}
                  <div>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={values.choices.length >= 20}
                      onClick={() => set('choices', [...values.choices, ''])}
                    >
                      {t('Add Choice')}
                    </Button>
                  </div>
                </div>
              </CardBody>
            </Card>
          </div>
          <div className={styles.side}>
            <Card>
              <CardHeader>
                <Heading level={2} size="lg">
                  {t('Actions')}
                </Heading>
              </CardHeader>
              <CardBody>
                <div className={styles.field}>
                  <DateTimeField
                    label={t('Start Date')}
                    timeLabel={t('Start Time')}
                    date={values.startDate}
                    time={values.startTime}
                    onDate={(v) => set('startDate', v)}
                    onTime={(v) => set('startTime', v)}
                    onBlur={() => {
                      touch('startDate');
                      touch('startTime');
                    }}
                    error={fieldError('startDate') ?? fieldError('startTime')}
                  />
                  <DateTimeField
                    label={t('End Date')}
                    timeLabel={t('End Time')}
                    date={values.endDate}
                    time={values.endTime}
                    onDate={(v) => set('endDate', v)}
                    onTime={(v) => set('endTime', v)}
                    onBlur={() => {
                      touch('endDate');
                      touch('endTime');
                    }}
                    error={fieldError('endDate') ?? fieldError('endTime')}
                  />
                  {address ? (
                    <Text size="sm">
                      {t('Creator')}: <span title={address}>{shortAddress(address)}</span>
                    </Text>
                  ) : null}
                  <Text size="sm">
                    {t('Snapshot')}: <span data-testid="proposal-snapshot">{snapshot || '…'}</span>
                  </Text>
                  {fieldError('snapshot') ? (
                    <span className={styles.error} role="alert">
                      {fieldError('snapshot')}
                    </span>
                  ) : null}
                  {!address ? (
                    <ConnectWalletButton fullWidth />
                  ) : (
                    <Button type="submit" fullWidth loading={publishing} disabled={enough === false || config.data === undefined}>
                      {t('Publish')}
                    </Button>
                  )}
                  {enough === false && min !== undefined ? (
                    <Text size="sm" className={styles.error} role="alert">
                      {t('You need at least {{amount}} voting power to publish a proposal.', { amount: formatPower(min) })}
                    </Text>
                  ) : null}
                  {power.data ? (
                    <Text size="sm" color="subtle">
                      {t('Your voting power: {{power}}', { power: formatPower(power.data.total) })}
                    </Text>
                  ) : null}
                </div>
              </CardBody>
            </Card>
          </div>
        </form>
      )}
    </Page>
  );
}

/** The SDK's form messages (spec 001 §5) through t() with their own keys. */
function formMessage(t: (key: string, data?: Record<string, unknown>) => string, m: FormMessage): string {
  const d = m.data ?? {};
  switch (m.key) {
    case '%field% is required':
      return t('{{field}} is required', { field: t(String(d.field)) });
    case 'Please create a minimum of %num% choices':
      return t('Please create a minimum of {{num}} choices', { num: d.num });
    case 'Choices must not be empty':
      return t('Choices must not be empty');
    case 'Please select a valid date':
      return t('Please select a valid date');
    case 'Please select a valid time':
      return t('Please select a valid time');
    case 'End date must be after the start date':
      return t('End date must be after the start date');
    case 'Invalid snapshot':
      return t('Invalid snapshot');
    default:
      return m.key;
  }
}

function DateTimeField(p: {
  label: string;
  timeLabel: string;
  date: string;
  time: string;
  onDate: (v: string) => void;
  onTime: (v: string) => void;
  onBlur: () => void;
  error: string | undefined;
}) {
  const id = useId();
  const options = TIMES.some((o) => o.value === p.time) ? TIMES : [{ value: p.time, label: p.time }, ...TIMES];
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {p.label}
      </label>
      <div className={styles.dateRow}>
        <input
          id={id}
          className={styles.dateInput}
          type="date"
          value={p.date}
          aria-invalid={p.error ? true : undefined}
          onChange={(e) => p.onDate(e.target.value)}
          onBlur={p.onBlur}
        />
        <Select
          label={p.timeLabel}
          options={options}
          value={p.time}
          onChange={(v) => {
            p.onTime(v);
            p.onBlur();
          }}
        />
      </div>
      {p.error ? (
        <span className={styles.error} role="alert">
          {p.error}
        </span>
      ) : null}
    </div>
  );
}
