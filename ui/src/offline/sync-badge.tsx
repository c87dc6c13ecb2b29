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
