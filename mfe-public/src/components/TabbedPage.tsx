import type { ReactNode } from 'react';
import { cn, Tabs, TabsContent, TabsList, TabsTrigger } from '@tackle/ui';
import type { PageCopy } from '../content/common';
import { useStaticMarkup } from '../static/static-markup';
import { StaticPage } from './StaticPage';

/**
 * The value of a tab: Radix derives the trigger and panel ids from it, and an id with a space would
 * break the aria-controls / aria-labelledby references ('Fish Species' -> 'fish-species').
 */
export function tabValue(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A tab list that wraps onto a second row on narrow screens instead of overflowing the page. */
const WRAPPING_TABS_LIST = 'h-auto w-full flex-wrap justify-start gap-1 sm:w-auto';

interface TabbedPageProps<T extends string> {
  copy: PageCopy;
  /** The tabs in order; the first is open when the page loads. */
  tabs: readonly [T, ...T[]];
  /** The accessible name of the tab list. */
  label: string;
  /** Classes of every panel besides its top margin. */
  panelClassName?: string;
  /** One tab's content. */
  panel: (tab: T) => ReactNode;
}

/**
 * A public educational page (StaticPage) whose content is split into tabs. Rendered at build time
 * (decision 134), every panel is in the markup: the first one shown, the others hidden with their
 * content in a `<template>` (so the ids inside a card that is on two tabs are in the document once),
 * which src/static/enhance.ts swaps in when their tab is chosen.
 */
export function TabbedPage<T extends string>({ copy, tabs, label, panelClassName, panel }: TabbedPageProps<T>) {
  const staticMarkup = useStaticMarkup();
  return (
    <StaticPage copy={copy}>
      <Tabs defaultValue={tabValue(tabs[0])}>
        <TabsList aria-label={label} className={WRAPPING_TABS_LIST}>
          {tabs.map((tab) => (
            <TabsTrigger key={tab} value={tabValue(tab)} className="flex-none">
              {tab}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab, index) =>
          staticMarkup ? (
            <TabsContent key={tab} value={tabValue(tab)} className={cn('mt-6', panelClassName)} forceMount hidden={index > 0}>
              {index === 0 ? panel(tab) : <template>{panel(tab)}</template>}
            </TabsContent>
          ) : (
            <TabsContent key={tab} value={tabValue(tab)} className={cn('mt-6', panelClassName)}>
              {panel(tab)}
            </TabsContent>
          ),
        )}
      </Tabs>
    </StaticPage>
  );
}
