import * as TabsPrimitive from '@radix-ui/react-tabs';
import { kitPart } from './kit-part';

export const Tabs = TabsPrimitive.Root;

export const TabsList = kitPart(
  TabsPrimitive.List,
  'tabs-list',
  'inline-flex h-10 items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground',
);

export const TabsTrigger = kitPart(
  TabsPrimitive.Trigger,
  'tabs-trigger',
  'inline-flex flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium transition-all cursor-pointer',
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 disabled:pointer-events-none disabled:opacity-50',
  'hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
);

export const TabsContent = kitPart(
  TabsPrimitive.Content,
  'tabs-content',
  'mt-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
);
