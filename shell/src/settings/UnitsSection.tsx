import { UNIT_SYSTEMS, UNIT_SYSTEM_LABELS, type UnitSystem } from '@tackle/contracts';
import { Field, LoadError, OptionSelect, toastOutcome, useSaveSettings, useSettings } from '@tackle/ui';
import { SettingsSection } from './SettingsSection';

const OPTIONS = UNIT_SYSTEMS.map((system) => ({ value: system, label: UNIT_SYSTEM_LABELS[system] }));

/** The section's heading and what it is for; also in the settings page's static first frame (prerender/frame.tsx, decision 156). */
export const UNITS_SECTION = {
  title: 'Units',
  description: 'How weights, lengths, depths, temperatures, air pressure and wind are shown and typed everywhere. What you have logged stays exactly as it is.',
} as const;

/** Imperial or metric, saved as soon as it is chosen (docs/decisions/121-units.md). */
export function UnitsSection() {
  const settings = useSettings();
  const save = useSaveSettings();
  const current = save.isPending && save.variables ? save.variables.units : (settings.data?.units ?? 'imperial');
  return (
    <SettingsSection
      id="units"
      title={UNITS_SECTION.title}
      description={UNITS_SECTION.description}
    >
      {settings.isError ? (
        <LoadError title="Could not load your settings" message={settings.error.message} onRetry={() => void settings.refetch()} />
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
