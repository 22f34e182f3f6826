import { MIN_CHOICES, VOTING_LIMITS } from '@fuelswap/sdk';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardBody, CardHeader, CloseIcon, Heading, IconButton, Input } from '../../../ui/index.ts';
import styles from '../voting.module.css';

/** The Choices card of the proposal form: one input per choice, Remove above the minimum, Add Choice up to 20. */
export function ChoicesField({
  choices,
  error,
  onChange,
  onTouch,
}: {
  choices: string[];
  error: string | undefined;
  onChange: (choices: string[]) => void;
  onTouch: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <Heading level={2} size="lg">
          {t('Choices')}
        </Heading>
      </CardHeader>
      <CardBody>
        <div className={styles.field}>
          {choices.map((c, i) => (
            <div className={styles.choiceRow} key={i}>
              <Input
                aria-label={t('Choice {{num}}', { num: i + 1 })}
                placeholder={t('Input choice text')}
                value={c}
                maxLength={VOTING_LIMITS.choiceLength}
                onChange={(e) => onChange(choices.map((x, j) => (j === i ? e.target.value : x)))}
                onBlur={onTouch}
              />
              {choices.length > MIN_CHOICES ? (
                <IconButton
                  label={t('Remove choice {{num}}', { num: i + 1 })}
                  variant="text"
                  onClick={() => {
                    onChange(choices.filter((_, j) => j !== i));
                    onTouch();
                  }}
                >
                  <CloseIcon />
                </IconButton>
              ) : null}
            </div>
          ))}
          {error ? (
            <span className={styles.error} role="alert">
              {error}
            </span>
          ) : null}
          <div>
            <Button
              variant="secondary"
              size="sm"
              disabled={choices.length >= VOTING_LIMITS.choices}
              onClick={() => onChange([...choices, ''])}
            >
              {t('Add Choice')}
            </Button>
          </div>
        </div>
      </CardBody>
    </Card>
  );
}
