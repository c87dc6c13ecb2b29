import { useQuery } from '@tanstack/react-query';
import { Layers } from 'lucide-react';
import type { Setup } from '@tackle/contracts';
import { AddButton, ConfirmDeleteDialog, EmptyState, ListPage, signedInPage, useApi, useConfirmDelete, useEditDialog, usePreloadOnceDrawn } from '@tackle/ui';
import { useDeleteSetup } from './mutations';
import { setupQueries } from './queries';
import { SetupCards } from './SetupCards';
import { preloadSetupForm, SetupFormDialog } from './SetupFormDialog';

export default signedInPage('Log in to view your fishing setups.', Setups);

function Setups() {
  const api = useApi();
  // Each setup comes with the names it shows: of its gear, its line, leader and hook, and its reel's
  // line (decision 159), so the page reads neither the whole gear nor the whole consumables list.
  const listQuery = useQuery(setupQueries.list(api));
  const form = useEditDialog<Setup>();
  // The form is loaded once the page has rendered, so that opening it is instant (decision 139).
  usePreloadOnceDrawn(preloadSetupForm);
  const deletion = useConfirmDelete<Setup>(useDeleteSetup(), 'setup');

  const createButton = <AddButton label="Create Setup" onClick={form.openAdd} />;
  return (
    <ListPage
      title="Fishing Setups"
      query={listQuery}
      actions={createButton}
      noun="setups"
      empty={
        <EmptyState
          icon={<Layers />}
          title="No setups yet"
          description="Pair a rod, a reel and a lure you fish together, and pick the setup when you log a catch."
          action={createButton}
        />
      }
      dialogs={
        <>
          <SetupFormDialog open={form.open} onOpenChange={form.onOpenChange} setup={form.editing} />
          <ConfirmDeleteDialog title="Delete setup" note="The rod, reel and lure stay in your gear." {...deletion.dialog} />
        </>
      }
    >
      <SetupCards setups={listQuery.data ?? []} onEdit={form.openEdit} onDelete={deletion.ask} />
    </ListPage>
  );
}
