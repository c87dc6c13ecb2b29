import { useCallback, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Package, Plus } from 'lucide-react';
import { OPEN_ADD_LOCATION_DIALOG_EVENT, type StorageLocation } from '@tackle/contracts';
import { Alert, AlertDescription, AlertTitle, Button, EmptyState, Spinner, toast, useApi, useOpenOnWindowEvent } from '@tackle/ui';
import { errorMessage } from '../gear/errors';
import { ConfirmDeleteDialog, PageFrame, PageTitle, SignedIn } from '../consumables/page-parts';
import { ManageGearDialog } from './ManageGearDialog';
import { useDeleteStorageLocation } from './mutations';
import { storageQueries } from './queries';
import { StorageCards } from './StorageCards';
import { StorageLocationDialog } from './StorageLocationDialog';

export default function StoragePage() {
  return (
    <SignedIn message="Log in to view your storage locations.">
      <StorageLocations />
    </SignedIn>
  );
}

function StorageLocations() {
  const api = useApi();
  const listQuery = useQuery(storageQueries.list(api));

  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<StorageLocation | null>(null);
  // Ids, not objects: the dialogs show the list's fresh copy after every change.
  const [managingId, setManagingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<StorageLocation | null>(null);

  const openAdd = useCallback(() => {
    setEditing(null);
    setFormOpen(true);
  }, []);
  useOpenOnWindowEvent(OPEN_ADD_LOCATION_DIALOG_EVENT, openAdd);
  const onFormOpenChange = (open: boolean) => {
    setFormOpen(open);
    if (!open) setEditing(null);
  };

  const deleteLocation = useDeleteStorageLocation();
  const confirmDelete = () => {
    if (!deleting) return;
    deleteLocation.mutate(deleting.id, {
      onSuccess: () => toast({ title: 'Success', description: 'Storage location deleted successfully' }),
      onError: (error) =>
        toast({ title: 'Error', description: errorMessage(error, 'Failed to delete storage location'), variant: 'destructive' }),
      onSettled: () => setDeleting(null),
    });
  };

  const managing = listQuery.data?.find((location) => location.id === managingId) ?? null;
  const dialogs = (
    <>
      <StorageLocationDialog open={formOpen} onOpenChange={onFormOpenChange} location={editing} />
      <ManageGearDialog location={managing} onClose={() => setManagingId(null)} />
      <ConfirmDeleteDialog
        name={deleting?.name ?? null}
        title="Delete storage location"
        note="The gear stored in it stays in your inventory."
        pending={deleteLocation.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
  const addButton = (label: string) => (
    <Button onClick={openAdd}>
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );

  let body: ReactNode;
  if (listQuery.isPending) {
    body = (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label="Loading storage locations" />
      </div>
    );
  } else if (listQuery.isError) {
    body = (
      <Alert variant="destructive">
        <div className="flex-1">
          <AlertTitle>Could not load your storage locations</AlertTitle>
          <AlertDescription>{errorMessage(listQuery.error, 'Failed to load storage locations')}</AlertDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => void listQuery.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (listQuery.data.length === 0) {
    return (
      <PageFrame>
        <PageTitle title="Storage Locations">{addButton('Add Location')}</PageTitle>
        <EmptyState
          icon={<Package />}
          title="No Storage Locations"
          description="Create your first storage location to organize your fishing gear"
          action={addButton('Add Your First Location')}
        />
        {dialogs}
      </PageFrame>
    );
  } else {
    body = (
      <StorageCards
        locations={listQuery.data}
        onManage={(location) => setManagingId(location.id)}
        onEdit={(location) => {
          setEditing(location);
          setFormOpen(true);
        }}
        onDelete={setDeleting}
      />
    );
  }

  return (
    <PageFrame>
      <PageTitle title="Storage Locations">{addButton('Add Location')}</PageTitle>
      {body}
      {dialogs}
    </PageFrame>
  );
}
