import { useDocumentTitle } from '../useDocumentTitle';
import { UnitsSection } from '../settings/UnitsSection';
import { LineAgeSection } from '../settings/LineAgeSection';
import { ImportsSection } from '../settings/ImportsSection';
import { BackupSection } from '../settings/BackupSection';
import { PasswordSection } from '../settings/PasswordSection';
import { DeleteAccountSection } from '../settings/DeleteAccountSection';

/** /settings: the angler's own settings and their data (issue 18), one section each. */
export function Settings() {
  useDocumentTitle('Settings');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-foreground">Settings</h1>
      <p className="mt-1 text-muted-foreground">Your units, your line ages, your data and your account.</p>
      <div className="mt-8 space-y-6">
        <UnitsSection />
        <LineAgeSection />
        <ImportsSection />
        <BackupSection />
        <PasswordSection />
        <DeleteAccountSection />
      </div>
    </div>
  );
}
