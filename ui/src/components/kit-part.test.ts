// @vitest-environment jsdom
import { createElement as h } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { kitPart } from './kit-part';

afterEach(cleanup);

describe('kitPart', () => {
  const Note = kitPart('p', 'note', 'text-sm text-muted-foreground', 'mt-2');

  it('renders the element with its slot and the kit classes', () => {
    render(h(Note, null, 'Tight lines'));
    const note = screen.getByText('Tight lines');
    expect(note.tagName).toBe('P');
    expect(note.dataset.slot).toBe('note');
    expect(note.className).toBe('text-sm text-muted-foreground mt-2');
  });

  it("lets the caller's classes win and passes every other prop on", () => {
    render(h(Note, { className: 'text-lg', id: 'n', 'aria-live': 'polite' }, 'Tight lines'));
    const note = screen.getByText('Tight lines');
    expect(note.className).toBe('text-muted-foreground mt-2 text-lg');
    expect(note.id).toBe('n');
    expect(note.getAttribute('aria-live')).toBe('polite');
  });

  it('leaves data-slot out when the part has none', () => {
    const Cell = kitPart('span', null, 'p-3');
    render(h(Cell, null, '6 lb'));
    expect(screen.getByText('6 lb').hasAttribute('data-slot')).toBe(false);
  });
});
