import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pageInSteps } from './page-in-steps';

const render = (Page: ReturnType<typeof pageInSteps>) =>
  renderToString(
    <Suspense fallback={<p>Loading</p>}>
      <Page />
    </Suspense>,
  );

describe('pageInSteps (decision 170)', () => {
  it('says when its steps are done, and then renders the page without suspending', async () => {
    const done: string[] = [];
    const Page = pageInSteps(
      [async () => done.push('views'), async () => done.push('forms')],
      async () => ({ default: () => <h1>Consumables</h1> }),
    );
    await Page.ready;
    expect(done).toEqual(['views', 'forms']);
    expect(render(Page)).toContain('<h1>Consumables</h1>');
  });

  it('suspends while its steps run', () => {
    const Page = pageInSteps([async () => undefined], async () => ({ default: () => <h1>Consumables</h1> }));
    expect(render(Page)).toContain('Loading');
  });

  it('passes on a step that fails to load', async () => {
    const Page = pageInSteps([() => Promise.reject(new Error('chunk failed'))], async () => ({ default: () => <h1>Consumables</h1> }));
    await expect(Page.ready).rejects.toThrow('chunk failed');
  });
});
