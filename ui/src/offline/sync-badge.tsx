import { Badge } from '../components/badge';
import type { SyncMark } from './pending';

/** The mark of an item whose change waits in the outbox (docs/decisions/117-offline-first-writes.md). */
export function SyncBadge({ sync }: { sync?: SyncMark | undefined }) {
  if (!sync) return null;
  return sync === 'waiting' ? (
    <Badge variant="warning" className="w-fit">
      Waiting to sync
    </Badge>
  ) : (
    <Badge variant="destructive" className="w-fit">
      Needs your decision
    </Badge>
  );
}

/** A table's name cell: the name, and under it the mark of a change waiting to sync. */
export function NameWithSync({ name, sync }: { name: string; sync?: SyncMark | undefined }) {
  if (!sync) return <>{name}</>;
  return (
    <span className="flex flex-col gap-1">
      {name}
      <SyncBadge sync={sync} />
    </span>
  );
}
