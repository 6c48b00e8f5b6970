import { Button, Grid, Stack, TextField } from '@site/ui';
import { useState } from 'react';
import type { FuelContent } from './content';
import { estimateRoi, type RoiInput, type RoiResult } from './roi';
import type { Lang } from '../../i18n/lang';
import { formatPrice } from '../../lib/format';
import * as styles from './fuel.css';

function NumberField({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  // Text, not type="number": the browser would read the German "40.000" as 40 and refuse a decimal comma in
  // some settings; `fieldValue` reads the figure in the page's language.
  return (
    <TextField
      label={label}
      inputMode="decimal"
      placeholder={placeholder}
      value={value}
      onChange={onChange}
    />
  );
}

function resultText(result: RoiResult, labels: FuelContent['roi'], lang: Lang): string {
  const amount = formatPrice(result.amount, 'USD', lang);
  return (result.kind === 'gain' ? labels.gain : labels.loss).replace('{amount}', amount);
}

export function RoiCalculator({ labels, lang }: { labels: FuelContent['roi']; lang: Lang }) {
  const [input, setInput] = useState<RoiInput>({ revenue: '', increasePercent: '', adBudget: '' });
  const [result, setResult] = useState<RoiResult | undefined>();
  const update = (key: keyof RoiInput) => (value: string) =>
    setInput((previous) => ({ ...previous, [key]: value }));
  return (
    <form
      aria-label={labels.title}
      onSubmit={(event) => {
        event.preventDefault();
        setResult(estimateRoi(input, lang));
      }}
    >
      <Stack gap="4">
        <Grid columns={{ base: 1, md: 3 }} gap="4">
          <NumberField
            label={labels.revenueLabel}
            placeholder="40000"
            value={input.revenue}
            onChange={update('revenue')}
          />
          <NumberField
            label={labels.increaseLabel}
            placeholder="25"
            value={input.increasePercent}
            onChange={update('increasePercent')}
          />
          <NumberField
            label={labels.adBudgetLabel}
            placeholder="5000"
            value={input.adBudget}
            onChange={update('adBudget')}
          />
        </Grid>
        <div>
          <Button type="submit">{labels.calculateLabel}</Button>
        </div>
        <p
          aria-live="polite"
          data-testid="roi-result"
          className={[styles.result, result && (result.kind === 'gain' ? styles.gain : styles.loss)]
            .filter(Boolean)
            .join(' ')}
        >
          {result ? resultText(result, labels, lang) : ''}
        </p>
      </Stack>
    </form>
  );
}
