import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Layers, Pencil, Plus, Trash2, TriangleAlert } from 'lucide-react';
import { SETUP_SLOTS, SETUP_SLOT_LABELS, type Setup, type SetupGear } from '@tackle/contracts';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Badge,
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  EmptyState,
  Spinner,
  toast,
  useApi,
} from '@tackle/ui';
import { errorMessage } from '../gear/errors';
import { ConfirmDeleteDialog, PageFrame, PageTitle, SignedIn } from '../consumables/page-parts';
import { useDeleteSetup } from './mutations';
import { setupQueries } from './queries';
import { SetupFormDialog } from './SetupFormDialog';

export default function SetupsPage() {
  return (
    <SignedIn message="Log in to view your fishing setups.">
      <Setups />
    </SignedIn>
  );
}

function GearLine({ label, gear }: { label: string; gear: SetupGear }) {
  return (
    <div className="grid grid-cols-[3.5rem_1fr] items-baseline gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0">
        {gear === null ? (
          <span className="text-muted-foreground">None</span>
        ) : gear.removed ? (
          <span className="inline-flex flex-wrap items-center gap-2">
            <span className="break-words text-muted-foreground line-through">{gear.name}</span>
            <Badge variant="warning">
              <TriangleAlert aria-hidden="true" />
              Missing: deleted from your gear
            </Badge>
          </span>
        ) : (
          <span className="break-words font-medium">{gear.name}</span>
        )}
      </dd>
    </div>
  );
}

function Setups() {
  const api = useApi();
  const listQuery = useQuery(setupQueries.list(api));
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Setup | null>(null);
  const [deleting, setDeleting] = useState<Setup | null>(null);
  const deleteSetup = useDeleteSetup();

  const openAdd = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const onFormOpenChange = (open: boolean) => {
    setFormOpen(open);
    if (!open) setEditing(null);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    deleteSetup.mutate(deleting.id, {
      onSuccess: () => toast({ title: 'Success', description: 'Setup deleted successfully' }),
      onError: (error) =>
        toast({ title: 'Error', description: errorMessage(error, 'Failed to delete setup'), variant: 'destructive' }),
      onSettled: () => setDeleting(null),
    });
  };

  const createButton = (
    <Button onClick={openAdd}>
      <Plus aria-hidden="true" />
      Create Setup
    </Button>
  );
  const dialogs = (
    <>
      <SetupFormDialog open={formOpen} onOpenChange={onFormOpenChange} setup={editing} />
      <ConfirmDeleteDialog
        name={deleting?.name ?? null}
        title="Delete setup"
        note="The rod, reel and lure stay in your gear."
        pending={deleteSetup.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );

  let body: ReactNode;
  if (listQuery.isPending) {
    body = (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label="Loading setups" />
      </div>
    );
  } else if (listQuery.isError) {
    body = (
      <Alert variant="destructive">
        <div className="flex-1">
          <AlertTitle>Could not load your setups</AlertTitle>
          <AlertDescription>{errorMessage(listQuery.error, 'Failed to load setups')}</AlertDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => void listQuery.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (listQuery.data.length === 0) {
    return (
      <PageFrame>
        <PageTitle title="Fishing Setups" />
        <EmptyState
          icon={<Layers />}
          title="No setups yet"
          description="Pair a rod, a reel and a lure you fish together, and pick the setup when you log a catch."
          action={createButton}
        />
        {dialogs}
      </PageFrame>
    );
  } else {
    body = (
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Setups">
        {listQuery.data.map((setup) => (
          <li key={setup.id} className="min-w-0">
            <Card className="flex h-full flex-col">
              <CardHeader className="pb-3">
                <CardTitle as="h2" className="break-words">
                  {setup.name}
                </CardTitle>
              </CardHeader>
              <CardContent className="flex-1 space-y-3 text-sm">
                <dl className="space-y-1.5">
                  {SETUP_SLOTS.map((slot) => (
                    <GearLine key={slot} label={SETUP_SLOT_LABELS[slot]} gear={setup[slot]} />
                  ))}
                </dl>
                {setup.notes ? (
                  <p className="line-clamp-4 whitespace-pre-line break-words text-muted-foreground">{setup.notes}</p>
                ) : null}
              </CardContent>
              <CardFooter className="justify-end gap-1 pb-4">
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Edit ${setup.name}`}
                  title="Edit"
                  onClick={() => {
                    setEditing(setup);
                    setFormOpen(true);
                  }}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${setup.name}`}
                  title="Delete"
                  className="text-destructive hover:text-destructive"
                  onClick={() => setDeleting(setup)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <PageFrame>
      <PageTitle title="Fishing Setups">{createButton}</PageTitle>
      {body}
      {dialogs}
    </PageFrame>
  );
}
