import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { guideContentSchema } from './guide';
import guideJson from './guide.json';
import { knotsContentSchema } from './knots';
import knotsJson from './knots.json';
import { safetyContentSchema } from './safety';
import safetyJson from './safety.json';
import { techniquesContentSchema } from './techniques';
import techniquesJson from './techniques.json';

const FILES: Array<[file: string, schema: z.ZodType, content: unknown]> = [
  ['guide.json', guideContentSchema, guideJson],
  ['knots.json', knotsContentSchema, knotsJson],
  ['safety.json', safetyContentSchema, safetyJson],
  ['techniques.json', techniquesContentSchema, techniquesJson],
];

describe('content files', () => {
  // On failure the message is zod's, naming the entry and the field, so a content editor sees what to fix.
  it.each(FILES)('%s matches its schema', (_file, schema, content) => {
    const result = schema.safeParse(content);
    expect(result.success ? 'matches' : z.prettifyError(result.error)).toBe('matches');
  });
});
