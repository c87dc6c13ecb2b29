import { FileUp } from 'lucide-react';
import { Button, useOpenDialog, type DialogName } from '@tackle/ui';
import { SettingsSection } from './SettingsSection';

/** The apps whose exports the import dialogs recognise (docs/decisions/120-imports-from-other-apps.md). */
const IMPORT_SOURCES: ReadonlyArray<{ app: string; reads: string; into: string; dialog: DialogName }> = [
  { app: "Anglers' Log", reads: 'its catch CSV export, with its units (lb and oz or kg, °F or °C ...)', into: 'catch log', dialog: 'openImportCatchesDialog' },
  { app: 'OpenFishing', reads: 'its catch CSV export (grams, centimetres, times in UTC)', into: 'catch log', dialog: 'openImportCatchesDialog' },
  { app: 'Homebox', reads: 'its inventory CSV export; locations become storage locations', into: 'gear', dialog: 'openImportGearDialog' },
];

/** 'Import from other apps': each button opens the import dialog of the page that reads that export. */
export function ImportsSection() {
  const openDialog = useOpenDialog();
  return (
    <SettingsSection
      id="imports"
      title="Import from other apps"
      description="Bring your history with you. Choose the export file in the dialog: the format is recognised from its header row, and you see every row and its problems before anything is imported."
    >
      <ul className="divide-y">
        {IMPORT_SOURCES.map((source) => (
          <li key={source.app} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-medium">{source.app}</p>
              <p className="text-sm text-muted-foreground">
                Into your {source.into}: {source.reads}.
              </p>
            </div>
            <Button variant="outline" className="shrink-0 self-start sm:self-auto" onClick={() => openDialog(source.dialog)}>
              <FileUp aria-hidden="true" />
              Import from {source.app}
            </Button>
          </li>
        ))}
      </ul>
    </SettingsSection>
  );
}
