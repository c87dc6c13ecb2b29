import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Package } from 'lucide-react';
import type { StorageLocation } from '@tackle/contracts';
import {
  AddButton,
  ConfirmDeleteDialog,
  EmptyState,
  ListPage,
  signedInPage,
  useApi,
  useConfirmDelete,
  useDialogRequest,
  useEditDialog,
  usePreloadOnceDrawn,
} from '@tackle/ui';
import { ManageGearDialog } from './ManageGearDialog';
import { useDeleteStorageLocation } from './mutations';
import { storageQueries } from './queries';
import { StorageCards } from './StorageCards';
import { preloadStorageLocationForm, StorageLocationDialog } from './StorageLocationDialog';

export default signedInPage('Log in to view your storage locations.', StorageLocations);

function StorageLocations() {
  const api = useApi();
  const listQuery = useQuery(storageQueries.list(api));
  const form = useEditDialog<StorageLocation>();
  // The form is loaded once the page has rendered, so that opening it is instant (decision 139).
  usePreloadOnceDrawn(preloadStorageLocationForm);
  useDialogRequest('openAddLocationDialog', form.openAdd);
  // An id, not an object: the dialog shows the list's fresh copy after every change.
  const [managingId, setManagingId] = useState<string | null>(null);
  const managing = listQuery.data?.find((location) => location.id === managingId) ?? null;
  const deletion = useConfirmDelete<StorageLocation>(useDeleteStorageLocation(), 'storage location');

  const addButton = <AddButton label="Add Location" onClick={form.openAdd} />;
  return (
    <ListPage
      title="Storage Locations"
      query={listQuery}
      actions={addButton}
      emptyActions={addButton}
      noun="storage locations"
      empty={
        <EmptyState
          icon={<Package />}
          title="No Storage Locations"
          description="Create your first storage location to organize your fishing gear"
          action={<AddButton label="Add Your First Location" onClick={form.openAdd} />}
        />
      }
      dialogs={
        <>
          <StorageLocationDialog open={form.open} onOpenChange={form.onOpenChange} location={form.editing} />
          <ManageGearDialog location={managing} onClose={() => setManagingId(null)} />
          <ConfirmDeleteDialog
            title="Delete storage location"
            note="The gear stored in it stays in your inventory."
            {...deletion.dialog}
          />
        </>
      }
    >
      <StorageCards
        locations={listQuery.data ?? []}
        onManage={(location) => setManagingId(location.id)}
        onEdit={form.openEdit}
        onDelete={deletion.ask}
      />
    </ListPage>
  );
}
