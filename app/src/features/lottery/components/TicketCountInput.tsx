/**
 * The buy dialog's ticket count: the app's shared amount field (NumericalInput: an edit it refuses is never shown,
 * the caret stays where it was), with the count's own rule on top, digits only (acceptTicketCountText).
 */
import { acceptTicketCountText } from '@fuelswap/sdk';
import { NumericalInput } from '../../../ui/index.ts';

export function TicketCountInput({
  id,
  value,
  onChange,
  className,
  invalid,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
  invalid: boolean;
  describedBy: string;
}) {
  return (
    <NumericalInput
      id={id}
      className={className}
      value={value}
      onUserInput={(v) => {
        if (acceptTicketCountText(v)) onChange(v);
      }}
      inputMode="numeric"
      pattern="^[0-9]*$"
      placeholder="0"
      aria-invalid={invalid}
      aria-describedby={describedBy}
    />
  );
}
