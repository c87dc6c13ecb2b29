import { UNIT_SYSTEMS, UNIT_SYSTEM_LABELS, type UnitSystem } from '@tackle/contracts';
import { Button, Field, OptionSelect, toastOutcome, useSaveSettings, useSettings } from '@tackle/ui';
import { SettingsSection } from './SettingsSection';

const OPTIONS = UNIT_SYSTEMS.map((system) => ({ value: system, label: UNIT_SYSTEM_LABELS[system] }));

/** Imperial or metric, saved as soon as it is chosen (docs/decisions/121-units.md). */
export function UnitsSection() {
  const settings = useSettings();
  const save = useSaveSettings();
  const current = save.isPending && save.variables ? save.variables.units : (settings.data?.units ?? 'imperial');
  return (
    <SettingsSection
      id="units"
      title="Units"
      description="How weights, lengths, depths, temperatures, air pressure and wind are shown and typed everywhere. What you have logged stays exactly as it is."
    >
      {settings.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load your settings: {settings.error.message}{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </p>
      ) : (
        <Field label="Units" className="max-w-sm">
          {(control) => (
            <OptionSelect
              {...control}
              value={current}
              disabled={settings.isPending || save.isPending}
              options={OPTIONS}
              onChange={(value) =>
                save.mutate({ units: value as UnitSystem }, toastOutcome({ success: 'Units saved', failure: 'Failed to save units' }))
              }
            />
          )}
        </Field>
      )}
    </SettingsSection>
  );
}
