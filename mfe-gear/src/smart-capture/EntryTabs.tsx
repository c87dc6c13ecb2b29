import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@tackle/ui';
import { SmartCapturePanel } from './SmartCapturePanel';

/**
 * 'Manual Entry' / 'Smart Capture' tabs of the add dialogs. Editing has no Smart Capture tab, so
 * `enabled` false renders the manual form alone.
 */
export function EntryTabs({ enabled, manual, onAdded }: { enabled: boolean; manual: ReactNode; onAdded: () => void }) {
  if (!enabled) return <>{manual}</>;
  return (
    <Tabs defaultValue="manual" className="grid gap-4">
      <TabsList className="grid w-full grid-cols-2">
        <TabsTrigger value="manual">Manual Entry</TabsTrigger>
        <TabsTrigger value="smart">Smart Capture</TabsTrigger>
      </TabsList>
      <TabsContent value="manual">{manual}</TabsContent>
      <TabsContent value="smart">
        <SmartCapturePanel onAdded={onAdded} />
      </TabsContent>
    </Tabs>
  );
}
