/*
 * The one script of a prerendered public page (decision 134): a visitor who opens /techniques,
 * /guide, /knots or /safety gets the page as HTML (src/prerender/pages.tsx) and this instead of the
 * app. It makes the page's interactive parts work as the app's components do, on the markup those
 * components rendered at build time: the tabs of TabbedPage (Radix Tabs: a tab per button, the
 * arrow keys, Home and End move between them and choose) and the checklists of ChecklistCard (ticks
 * kept on the page only, the progress line, Reset). Everything else on these pages is links.
 *
 * Bundled on its own by the remote's build (rspack.config.mjs), without React: a few KiB.
 */
import { STATIC_PAGE_ID } from '@tackle/contracts';
import { CHECKLIST_ATTRIBUTE, CHECKLIST_PROGRESS_ATTRIBUTE, CHECKLIST_RESET_ATTRIBUTE, checklistProgress } from '../safety/checklist-progress';

/** Brings every tab list and checklist inside `root` to life. */
export function enhance(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>('[role="tablist"]').forEach(enhanceTabs);
  root.querySelectorAll<HTMLElement>(`[${CHECKLIST_ATTRIBUTE}]`).forEach(enhanceChecklist);
}

// ---------------------------------------------------------------------------------------------
// Tabs

const KEY_TARGETS: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowRight: (index, count) => (index + 1) % count,
  Home: () => 0,
  PageUp: () => 0,
  End: (_index, count) => count - 1,
  PageDown: (_index, count) => count - 1,
};

/** A hidden panel keeps its content in a `<template>` (TabbedPage), so its ids are not in the document twice. */
function stow(panel: HTMLElement) {
  if (panel.childNodes.length === 1 && panel.firstChild instanceof HTMLTemplateElement) return;
  const template = document.createElement('template');
  template.content.append(...panel.childNodes);
  panel.replaceChildren(template);
}

function unstow(panel: HTMLElement) {
  const stowed = panel.firstChild;
  if (panel.childNodes.length === 1 && stowed instanceof HTMLTemplateElement) panel.replaceChildren(stowed.content);
}

function enhanceTabs(list: HTMLElement) {
  const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const panelOf = (tab: HTMLElement) => {
    const id = tab.getAttribute('aria-controls');
    return id ? document.getElementById(id) : null;
  };
  const select = (chosen: HTMLButtonElement) => {
    if (chosen.getAttribute('aria-selected') === 'true' && chosen.tabIndex === 0) return;
    for (const tab of tabs) {
      const active = tab === chosen;
      tab.setAttribute('aria-selected', String(active));
      tab.dataset.state = active ? 'active' : 'inactive';
      // One stop for the Tab key: the chosen tab; the arrow keys move between them.
      tab.tabIndex = active ? 0 : -1;
      const panel = panelOf(tab);
      if (!panel) continue;
      panel.dataset.state = active ? 'active' : 'inactive';
      if (active) unstow(panel);
      else stow(panel);
      panel.hidden = !active;
    }
  };
  tabs.forEach((tab, index) => {
    tab.addEventListener('click', () => select(tab));
    // Chosen when focused (Radix's automatic activation), as the arrow keys move the focus.
    tab.addEventListener('focus', () => select(tab));
    tab.addEventListener('keydown', (event) => {
      const target = KEY_TARGETS[event.key];
      if (!target || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
      event.preventDefault();
      tabs[target(index, tabs.length)]?.focus();
    });
  });
  const current = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true') ?? tabs[0];
  if (current) select(current);
}

// ---------------------------------------------------------------------------------------------
// Checklists

const isChecked = (box: HTMLElement) => box.getAttribute('aria-checked') === 'true';

function setChecked(box: HTMLElement, checked: boolean) {
  const state = checked ? 'checked' : 'unchecked';
  box.setAttribute('aria-checked', String(checked));
  box.dataset.state = state;
  // The tick (Checkbox's indicator, in the markup either way, hidden while unchecked).
  box.querySelectorAll<HTMLElement>('[data-state]').forEach((part) => (part.dataset.state = state));
}

function enhanceChecklist(checklist: HTMLElement) {
  const boxes = [...checklist.querySelectorAll<HTMLButtonElement>('[role="checkbox"]')];
  const progress = checklist.querySelector(`[${CHECKLIST_PROGRESS_ATTRIBUTE}]`);
  const reset = checklist.querySelector<HTMLButtonElement>(`[${CHECKLIST_RESET_ATTRIBUTE}]`);
  const update = () => {
    const done = boxes.filter(isChecked).length;
    if (progress) progress.textContent = checklistProgress(done, boxes.length);
    if (reset) reset.disabled = done === 0;
  };
  for (const box of boxes) {
    // A click on its label clicks it too (`<label for>`).
    box.addEventListener('click', () => {
      setChecked(box, !isChecked(box));
      update();
    });
    // Space ticks a checkbox, Enter does not (WAI-ARIA; Radix's Checkbox does the same).
    box.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') event.preventDefault();
    });
  }
  reset?.addEventListener('click', () => {
    boxes.forEach((box) => setChecked(box, false));
    update();
  });
  update();
}

// As the page's script: the prerendered page the gateway put in front of the app's root.
if (typeof document !== 'undefined') {
  const page = document.getElementById(STATIC_PAGE_ID);
  if (page) enhance(page);
}
