import { useId, useState } from 'react';
import { Download, LoaderCircle, Upload } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { BACKUP_FIELD, BACKUP_LIMITS, backupFileName, backupImportResponseSchema, type BackupCounts, type BackupImportResponse } from '@tackle/contracts';
import {
  Alert,
  AlertDescription,
  Button,
  ConfirmDialog,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Input,
  Label,
  downloadBlob,
  downloadWithProgress,
  errorMessage,
  toast,
  uploadWithProgress,
  useSession,
  type TransferProgress,
} from '@tackle/ui';

/*
 * Settings → Backup and restore (issue 18, docs/decisions/119-backup-and-restore.md): the whole
 * account as one zip (GET /api/export), and a backup restored into this account (POST /api/import).
 */

/** 1.2 MB, 340 KB: how much has moved, as people read it. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

function progressText(verb: string, progress: TransferProgress): string {
  if (progress.total) return `${verb}… ${formatBytes(progress.loaded)} of ${formatBytes(progress.total)}`;
  return `${verb}… ${formatBytes(progress.loaded)} ${verb === 'Downloading' ? 'received' : 'sent'}`;
}

const NOUNS: Array<[keyof BackupCounts, string, string]> = [
  ['gear', 'piece of gear', 'pieces of gear'],
  ['consumables', 'consumable', 'consumables'],
  ['storageLocations', 'storage location', 'storage locations'],
  ['setups', 'setup', 'setups'],
  ['catches', 'catch', 'catches'],
  ['trips', 'trip', 'trips'],
  ['photos', 'photo', 'photos'],
  ['brands', 'brand', 'brands'],
  ['models', 'model', 'models'],
];

/** The toast after a restore: what was added, and that what the account had was left alone. */
export function restoreSummary(result: BackupImportResponse): string {
  const added = NOUNS.filter(([key]) => result.restored[key] > 0).map(([key, one, many]) => `${result.restored[key]} ${result.restored[key] === 1 ? one : many}`);
  const had = NOUNS.reduce((sum, [key]) => sum + result.skipped[key], 0);
  if (added.length === 0) return 'Nothing new: everything in this backup is already in your account.';
  const list = added.length === 1 ? added[0] : `${added.slice(0, -1).join(', ')} and ${added[added.length - 1]}`;
  return `Restored ${list}.${had > 0 ? ' Items already in your account were left as they are.' : ''}`;
}

/** A Card with the download button and the restore form; self-contained, for the Settings page. */
export function BackupSection() {
  const session = useSession();
  const queryClient = useQueryClient();
  const fileInputId = useId();
  const [downloading, setDownloading] = useState<TransferProgress | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [uploading, setUploading] = useState<TransferProgress | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // A new key empties the file input after a restore.
  const [inputKey, setInputKey] = useState(0);
  const getToken = session ? () => session.getAccessToken() : null;

  const download = async () => {
    setDownloading({ loaded: 0, total: null });
    try {
      const { blob, fileName } = await downloadWithProgress(getToken, '/api/export', { onProgress: setDownloading });
      downloadBlob(fileName ?? backupFileName(new Date()), blob);
      toast({ title: 'Backup downloaded', description: `${fileName ?? 'The backup'} (${formatBytes(blob.size)}) holds your whole account.` });
    } catch (error) {
      toast({ title: 'Backup not downloaded', description: errorMessage(error, 'Failed to download the backup. Please try again.'), variant: 'destructive' });
    } finally {
      setDownloading(null);
    }
  };

  const restore = async () => {
    if (!file) return;
    setConfirming(false);
    setRefusal(null);
    setUploading({ loaded: 0, total: file.size });
    try {
      const form = new FormData();
      form.append(BACKUP_FIELD, file, file.name);
      const result = backupImportResponseSchema.parse(await uploadWithProgress(getToken, '/api/import', form, { onProgress: setUploading }));
      toast({ title: 'Backup restored', description: restoreSummary(result) });
      setFile(null);
      setInputKey((key) => key + 1);
      // Every list may have changed.
      await queryClient.invalidateQueries();
    } catch (error) {
      setRefusal(errorMessage(error, 'The backup could not be restored. Please try again.'));
    } finally {
      setUploading(null);
    }
  };

  const busy = downloading !== null || uploading !== null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Backup and restore</CardTitle>
        <CardDescription>
          Download everything in your account — gear, consumables with their history, storage, setups, catches, trips and photos — as one zip file. Restore it
          here or in another Tackle account; restoring the same backup twice adds nothing.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="space-y-2">
          <Button type="button" onClick={() => void download()} disabled={busy} aria-busy={downloading !== null || undefined}>
            {downloading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
            Download backup
          </Button>
          {downloading ? (
            <p role="status" className="text-sm text-muted-foreground">
              {progressText('Downloading', downloading)}
            </p>
          ) : null}
        </div>

        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (file) setConfirming(true);
          }}
        >
          <Label htmlFor={fileInputId}>Backup file</Label>
          <Input
            key={inputKey}
            id={fileInputId}
            type="file"
            accept=".zip,application/zip"
            disabled={busy}
            aria-describedby={`${fileInputId}-hint`}
            onChange={(event) => {
              setRefusal(null);
              setFile(event.target.files?.[0] ?? null);
            }}
          />
          <p id={`${fileInputId}-hint`} className="text-sm text-muted-foreground">
            A tackle-backup-….zip made by Download backup, at most {BACKUP_LIMITS.maxCompressedBytes / 1024 / 1024} MB.
          </p>
          <Button type="submit" variant="outline" disabled={!file || busy} aria-busy={uploading !== null || undefined}>
            {uploading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Upload aria-hidden="true" />}
            Restore from backup
          </Button>
          {uploading ? (
            <p role="status" className="text-sm text-muted-foreground">
              {uploading.total && uploading.loaded >= uploading.total ? 'Restoring… checking the backup and adding its items' : progressText('Uploading', uploading)}
            </p>
          ) : null}
          {refusal ? (
            <Alert variant="destructive">
              <AlertDescription>{refusal}</AlertDescription>
            </Alert>
          ) : null}
        </form>

        <ConfirmDialog
          open={confirming}
          title="Restore this backup?"
          description={
            <>
              Everything in &quot;{file?.name}&quot; will be added to your account. Nothing you have now is changed or removed, and items already restored from
              this backup are skipped.
            </>
          }
          confirmLabel="Restore"
          onCancel={() => setConfirming(false)}
          onConfirm={() => void restore()}
        />
      </CardContent>
    </Card>
  );
}
