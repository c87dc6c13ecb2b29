import { useState, type FormEvent, type ReactNode } from 'react';
import { DEFAULT_LINE_AGE_MONTHS, LINE_TYPES, LINE_TYPE_LABELS, lineAgeMonthsSchema, type LineAgeMonths, type LineType } from '@tackle/contracts';
import { Button, Field, LoadError, NumberInput, toastOutcome, useSaveSettings, useSettings } from '@tackle/ui';
import { SettingsSection } from './SettingsSection';

type Typed = Record<LineType, number | null>;

/** The months typed, or each field's message (whole months from 1 to 120). */
export function checkLineAges(typed: Typed): { ages: LineAgeMonths } | { errors: Partial<Record<LineType, string>> } {
  const parsed = lineAgeMonthsSchema.safeParse(typed);
  if (parsed.success) return { ages: parsed.data };
  const errors: Partial<Record<LineType, string>> = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as LineType] ??= issue.message;
  return { errors };
}

/**
 * Settings → Line age (docs/decisions/128-line-on-the-reel.md): how many months each kind of line
 * may stay on a reel before the dashboard says it is time to respool.
 */
export function LineAgeSection() {
  const settings = useSettings();
  if (settings.isError) {
    return (
      <LineAgeCard>
        <LoadError title="Could not load your settings" message={settings.error.message} onRetry={() => void settings.refetch()} />
      </LineAgeCard>
    );
  }
  // The form starts from the saved ages once they are known (keyed, so a later load refills it).
  const ages = settings.data?.lineAgeMonths ?? DEFAULT_LINE_AGE_MONTHS;
  return (
    <LineAgeCard>
      <LineAgeForm key={JSON.stringify(ages)} saved={ages} disabled={settings.isPending} />
    </LineAgeCard>
  );
}

/** The section's heading and what it is for; also in the settings page's static first frame (prerender/frame.tsx, decision 156). */
export const LINE_AGE_SECTION = {
  title: 'Line age',
  description: 'How many months a line may stay on a reel before the dashboard reminds you to respool. Braid lasts longer than mono and fluoro.',
} as const;

function LineAgeCard({ children }: { children: ReactNode }) {
  return (
    <SettingsSection id="line-age" title={LINE_AGE_SECTION.title} description={LINE_AGE_SECTION.description}>
      {children}
    </SettingsSection>
  );
}

function LineAgeForm({ saved, disabled }: { saved: LineAgeMonths; disabled: boolean }) {
  const settings = useSettings();
  const save = useSaveSettings();
  const [typed, setTyped] = useState<Typed>(saved);
  const [errors, setErrors] = useState<Partial<Record<LineType, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLineAges(typed);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const units = settings.data?.units ?? 'imperial';
    save.mutate({ units, lineAgeMonths: checked.ages }, toastOutcome({ success: 'Line ages saved', failure: 'Failed to save line ages' }));
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        {LINE_TYPES.map((type) => (
          <Field key={type} label={`${LINE_TYPE_LABELS[type]} (months)`} error={errors[type]}>
            {(control) => (
              <NumberInput
                {...control}
                integer
                min={1}
                max={120}
                step={1}
                disabled={disabled}
                value={typed[type] ?? ''}
                onChange={(event) => {
                  const value = event.target.value === '' ? null : Number(event.target.value);
                  setTyped((current) => ({ ...current, [type]: value }));
                }}
              />
            )}
          </Field>
        ))}
      </div>
      <Button type="submit" disabled={disabled || save.isPending}>
        {save.isPending ? 'Saving...' : 'Save line ages'}
      </Button>
    </form>
  );
}
