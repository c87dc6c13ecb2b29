import type { ReactNode } from 'react';
import { QuickActions } from './QuickActions';
import { SiteFooter, SkipLink } from './PublicLayout';
import { SmartCaptureHost } from './SmartCaptureHost';
import { TopBar } from './TopBar';
import { OfflineNotice } from '../offline/SyncStatus';

/** Frame of every signed-in page: top bar, main, footer, quick actions. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <TopBar />
      <OfflineNotice />
      {/* Bottom room so the floating quick-action button never covers the last row's actions. At
          least a screen high: the footer starts below the fold, so pages growing as their data
          arrives do not shift it on screen (layout shift, decision 100). */}
      <main id="main-content" tabIndex={-1} className="min-h-dvh flex-1 pb-24 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <QuickActions />
      <SmartCaptureHost />
    </div>
  );
}
