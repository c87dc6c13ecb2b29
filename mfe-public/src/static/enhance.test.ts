// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, within } from '@testing-library/dom';
import { STATIC_PAGE_ID } from '@tackle/contracts';
import GuidePage from '../pages/GuidePage';
import KnotsPage from '../pages/KnotsPage';
import SafetyPage from '../pages/SafetyPage';
import { renderPage } from '../prerender/pages';
import { SAFETY } from '../content/safety';
import { enhance } from './enhance';

// Decision 134: the prerendered educational pages work without the app. Each test puts a page's
// build-time markup (the same renderPage the build uses) into the document and runs the pages'
// script on it, as a visitor's browser does.

function open(path: string, Page: Parameters<typeof renderPage>[1]) {
  document.body.innerHTML = `<div id="${STATIC_PAGE_ID}">${renderPage(path, Page)}</div>`;
  const page = document.getElementById(STATIC_PAGE_ID)!;
  enhance(page);
  return within(page);
}

const tab = (name: string) => within(document.body).getByRole('tab', { name });
/** The one panel shown, and the card titles in it. */
const shownPanel = () => within(document.body).getByRole('tabpanel');
const titlesShown = () => within(shownPanel()).queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const duplicateIds = () => {
  const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
  return ids.filter((id, index) => ids.indexOf(id) !== index);
};

describe('the tabs of a prerendered page', () => {
  beforeEach(() => open('/knots', KnotsPage));

  it('show the first tab, with one stop for the Tab key, and keep the other panels out of the document', () => {
    expect(tab('All').getAttribute('aria-selected')).toBe('true');
    expect(['All', 'Terminal', 'Line-to-Line'].map((name) => tab(name).tabIndex)).toEqual([0, -1, -1]);
    expect(titlesShown()).toEqual(['Palomar', 'Improved Clinch', 'Uni', 'Double Uni', 'Albright', 'Blood', 'Loop', "Surgeon's"]);
    expect(document.querySelectorAll('[role="tabpanel"]')).toHaveLength(3);
    expect(document.querySelectorAll('[role="tabpanel"][hidden]')).toHaveLength(2);
    // A knot on two tabs is in the document once (its heading id names its card).
    expect(duplicateIds()).toEqual([]);
  });

  it('choose a tab by a click, and show its panel only', () => {
    fireEvent.click(tab('Line-to-Line'));
    expect(tab('Line-to-Line').getAttribute('aria-selected')).toBe('true');
    expect(tab('Line-to-Line').dataset.state).toBe('active');
    expect(tab('All').getAttribute('aria-selected')).toBe('false');
    expect(tab('All').dataset.state).toBe('inactive');
    expect(titlesShown()).toEqual(['Double Uni', 'Albright', 'Blood', "Surgeon's"]);
    expect(shownPanel().getAttribute('aria-labelledby')).toBe(tab('Line-to-Line').id);
    expect(within(shownPanel()).getAllByRole('list', { name: 'Albright steps' })).toHaveLength(1);
    expect(duplicateIds()).toEqual([]);

    fireEvent.click(tab('All'));
    expect(titlesShown()).toHaveLength(8);
    expect(duplicateIds()).toEqual([]);
  });

  it('move between tabs with the arrow keys, Home and End, choosing the tab focused', () => {
    tab('All').focus();
    fireEvent.keyDown(tab('All'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Terminal'));
    expect(tab('Terminal').getAttribute('aria-selected')).toBe('true');
    expect(titlesShown()).toEqual(['Palomar', 'Improved Clinch', 'Uni', 'Loop']);

    fireEvent.keyDown(tab('Terminal'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('All'));
    fireEvent.keyDown(tab('All'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Line-to-Line'));
    fireEvent.keyDown(tab('Line-to-Line'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('All'));
    fireEvent.keyDown(tab('All'), { key: 'End' });
    expect(tab('Line-to-Line').getAttribute('aria-selected')).toBe('true');
    expect(['All', 'Terminal', 'Line-to-Line'].map((name) => tab(name).tabIndex)).toEqual([-1, -1, 0]);
    // With a modifier the keys are the browser's.
    fireEvent.keyDown(tab('Line-to-Line'), { key: 'ArrowRight', altKey: true });
    expect(document.activeElement).toBe(tab('Line-to-Line'));
  });

  it('work on every tabbed page (the guide: species, weather, seasons)', () => {
    open('/guide', GuidePage);
    expect(titlesShown()).toEqual(['Largemouth Bass', 'Smallmouth Bass', 'Walleye', 'Northern Pike']);
    fireEvent.click(tab('Seasonal Tips'));
    expect(titlesShown()).toEqual(['Spring', 'Summer', 'Fall', 'Winter']);
    expect(duplicateIds()).toEqual([]);
  });
});

describe('the checklists of the prerendered safety page', () => {
  const list = SAFETY.checklists[0]!;
  const checklist = () => within(document.body).getByRole('region', { name: list.name });
  const box = (label: string) => within(checklist()).getByRole('checkbox', { name: label });
  const reset = () => within(checklist()).getByRole('button', { name: 'Reset checklist' });

  beforeEach(() => open('/safety', SafetyPage));

  it('tick and untick a box by a click on it or on its label, counting the ticks', () => {
    const [first, second] = list.items;
    expect(within(checklist()).getByText(`0 of ${list.items.length} checked`)).toBeTruthy();
    expect(reset().hasAttribute('disabled')).toBe(true);

    fireEvent.click(box(first!.label));
    expect(box(first!.label).getAttribute('aria-checked')).toBe('true');
    expect(box(first!.label).dataset.state).toBe('checked');
    // The tick shows (Checkbox's indicator follows the box's state).
    expect(box(first!.label).querySelector('span[data-state]')?.getAttribute('data-state')).toBe('checked');
    fireEvent.click(within(checklist()).getByText(second!.label));
    expect(box(second!.label).getAttribute('aria-checked')).toBe('true');
    expect(within(checklist()).getByText(`2 of ${list.items.length} checked`)).toBeTruthy();
    expect(reset().hasAttribute('disabled')).toBe(false);

    fireEvent.click(box(first!.label));
    expect(box(first!.label).getAttribute('aria-checked')).toBe('false');
    expect(box(first!.label).querySelector('span[data-state]')?.getAttribute('data-state')).toBe('unchecked');
    expect(within(checklist()).getByText(`1 of ${list.items.length} checked`)).toBeTruthy();
  });

  it('say when all is done, and start over on Reset', () => {
    for (const item of list.items) fireEvent.click(box(item.label));
    expect(within(checklist()).getByText('All done, tight lines!')).toBeTruthy();
    fireEvent.click(reset());
    expect(list.items.map((item) => box(item.label).getAttribute('aria-checked'))).toEqual(list.items.map(() => 'false'));
    expect(within(checklist()).getByText(`0 of ${list.items.length} checked`)).toBeTruthy();
    expect(reset().hasAttribute('disabled')).toBe(true);
  });

  it('keep each checklist to itself, and Enter does not tick (Space does, as a button)', () => {
    const other = SAFETY.checklists[1]!;
    fireEvent.click(box(list.items[0]!.label));
    expect(within(within(document.body).getByRole('region', { name: other.name })).getByText(`0 of ${other.items.length} checked`)).toBeTruthy();
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    box(list.items[1]!.label).dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
  });
});
