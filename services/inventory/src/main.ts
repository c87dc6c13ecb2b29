// The inventory command service (distributed mode): `node --import tsx services/inventory/src/main.ts`.
// It hosts the write side of these feature slices (the backup's restore runs their commands):
import { backup } from '@tackle/features/backup';
import { catalog } from '@tackle/features/catalog';
import { consumables } from '@tackle/features/consumables';
import { gear } from '@tackle/features/gear';
import { settings } from '@tackle/features/settings';
import { setups } from '@tackle/features/setups';
import { storage } from '@tackle/features/storage';
import { runCommandService } from '@tackle/platform';

runCommandService('inventory', [gear, catalog, consumables, storage, setups, settings, backup]);
