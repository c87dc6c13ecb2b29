// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { renderFrames } from './prerender/frame';
import { FRAME_NEEDS_USER_ATTRIBUTE, FRAME_USER_ATTRIBUTE, nameStaticFrameUser, resetStaticFrameHolds, STATIC_FRAME_ID } from './static-frame';

// Decision 156: the entry writes the stored sign-in's name into the frame the build made (the
// dashboard's "Welcome back, …!", every top bar's user menu), as text; without a name, a frame whose
// page names the angler goes, and the others stay as they were.

const frames = renderFrames();

function serve(path: string) {
  document.body.innerHTML = `${frames[path] ?? ''}<div id="root"></div>`;
}
const frame = () => document.getElementById(STATIC_FRAME_ID);
/** The frame's page heading (the top bar's brand is text-xl). */
const heading = () => frame()?.querySelector('div.text-3xl');

afterEach(() => {
  document.body.innerHTML = '';
  resetStaticFrameHolds();
});

describe('nameStaticFrameUser', () => {
  it("writes the name into the dashboard's greeting and top bar, as text, and shows the page area", () => {
    serve('/dashboard');
    const name = 'Ana <img src=x onerror=alert(1)> & Co';
    nameStaticFrameUser(name);
    const greeting = heading();
    expect(greeting?.textContent).toBe(`Welcome back, ${name}!`);
    expect(frame()?.querySelector('img')).toBeNull();
    const slots = [...(frame()?.querySelectorAll(`[${FRAME_USER_ATTRIBUTE}]`) ?? [])];
    expect(slots.map((slot) => slot.textContent)).toEqual([name, name]);
    expect(frame()?.querySelector(`[${FRAME_NEEDS_USER_ATTRIBUTE}]`)).toBeNull();
  });

  it('removes a frame that names the angler when no name is stored', () => {
    serve('/dashboard');
    nameStaticFrameUser(null);
    expect(frame()).toBeNull();
    expect(document.getElementById('root')).not.toBeNull();
  });

  it('leaves a frame that does not name the angler without a name, and fills its top bar with one', () => {
    for (const path of ['/settings', '/gear']) {
      serve(path);
      nameStaticFrameUser(null);
      expect(frame(), path).not.toBeNull();
      expect(frame()?.querySelector(`[${FRAME_USER_ATTRIBUTE}]`)?.textContent, path).toBe('');
      nameStaticFrameUser('ana');
      expect(frame()?.querySelector(`[${FRAME_USER_ATTRIBUTE}]`)?.textContent, path).toBe('ana');
    }
  });

  it('does nothing without a frame', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(() => nameStaticFrameUser('ana')).not.toThrow();
    expect(() => nameStaticFrameUser(null)).not.toThrow();
  });
});
