import { quarterHourOptions } from '@fuelswap/sdk';
import { useId } from 'react';
import { Select } from '../../../ui/index.ts';
import styles from '../voting.module.css';

const TIMES = quarterHourOptions().map((v) => ({ value: v, label: v }));

/** A native date input and the quarter-hour time picker, with one error line under both. */
export function DateTimeField(p: {
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
