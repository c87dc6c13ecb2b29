/**
 * What markup rendered at build time (the prerendered public pages, the static first frames) can do
 * without: the `style` attributes Radix sets for its scripts (an outline, a paused animation, a
 * click-through tick) and the hidden native checkbox Radix's Checkbox puts beside its button for
 * forms. In the app React sets them through the DOM; as markup a style attribute would be the only
 * thing on these pages the content security policy's style-src needs 'unsafe-inline' for (decision
 * 090).
 */
export function withoutInlineStyles(html: string): string {
  return html.replace(/<input type="checkbox" aria-hidden="true"[^>]*>/g, '').replace(/ style="[^"]*"/g, '');
}
