import { createContext, useContext } from 'react';

/**
 * True while a page is rendered to HTML at build time (src/prerender/pages.tsx, decision 134): the
 * markup is then what src/static/enhance.ts brings to life without React, so the parts that are
 * interactive render everything that script needs up front (every tab's content, the tick of every
 * checkbox). In the app it is false and the components render as they always do.
 */
export const StaticMarkup = createContext(false);

export const useStaticMarkup = () => useContext(StaticMarkup);
