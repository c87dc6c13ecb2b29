import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { UpdateNotice } from '@tackle/ui';
import type { UpdateStore } from './register';

function Notice({ updates }: { updates: UpdateStore }) {
  const { phase } = useSyncExternalStore(updates.subscribe, updates.getState);
  if (phase !== 'available' && phase !== 'applying') return null;
  return (
    <UpdateNotice
      busy={phase === 'applying'}
      onReload={() => updates.dispatch({ type: 'reload-chosen' })}
      onDismiss={() => updates.dispatch({ type: 'dismissed' })}
    />
  );
}

/**
 * The update notice in a root of its own at the end of <body>: it shows on any page, also the
 * prerendered landing page, which does not start the app (decision 100).
 */
export function mountUpdateNotice(updates: UpdateStore): void {
  const host = document.createElement('div');
  host.id = 'update-notice';
  document.body.append(host);
  createRoot(host).render(<Notice updates={updates} />);
}
