import { CONSUMABLE_CATEGORIES, CONSUMABLE_UNITS, productAnalysisResultSchema, type ProductAnalysisResult } from '@tackle/contracts';
import { z } from 'zod';

export interface VisionConfig {
  url: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs?: number;
}

/** What the model is asked to fill; the same shape as the analysis result. */
const VISION_RESULT_JSON_SCHEMA = z.toJSONSchema(productAnalysisResultSchema, { target: 'draft-7' });

const PROMPT = [
  'You identify fishing products from a photo for an angler\'s inventory.',
  'Answer with JSON only, matching the schema. Use null for anything the photo does not show; never guess a brand, model or price.',
  `type is "gear" for rods, reels and lures, "consumable" for terminal tackle and supplies.`,
  `consumableCategory is one of ${CONSUMABLE_CATEGORIES.join(', ')} (or "unknown"); unit one of ${CONSUMABLE_UNITS.join(', ')}.`,
  'gearType is "rod", "reel" or "lure/tackle" for gear, else null. confidence is 0 to 1: how sure you are of the identification.',
].join(' ');

const chatResponseSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

export class VisionError extends Error {
  override name = 'VisionError';
}

/**
 * One chat-completions call with the photo as an image part and a JSON-schema response format:
 * the wire format of OpenAI, and of Ollama and vLLM's OpenAI-compatible endpoints.
 */
export async function analyseWithVision(config: VisionConfig, imageDataUrl: string): Promise<ProductAnalysisResult> {
  const endpoint = `${config.url.replace(/\/+$/, '')}/chat/completions`;
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({
        model: config.model,
        temperature: 0,
        messages: [
          { role: 'system', content: PROMPT },
          {
            role: 'user',
            content: [
              { type: 'text', text: 'Identify this product.' },
              { type: 'image_url', image_url: { url: imageDataUrl } },
            ],
          },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'product_analysis', strict: true, schema: VISION_RESULT_JSON_SCHEMA },
        },
      }),
      signal: AbortSignal.timeout(config.timeoutMs ?? 30_000),
    });
  } catch (error) {
    throw new VisionError(error instanceof Error && error.name === 'TimeoutError' ? 'the vision service timed out' : 'the vision service could not be reached');
  }
  if (!response.ok) throw new VisionError(`the vision service answered ${response.status}`);
  const parsed = chatResponseSchema.safeParse(await response.json().catch(() => null));
  const content = parsed.success ? parsed.data.choices[0]?.message.content : null;
  if (!content) throw new VisionError('the vision service gave no answer');
  let json: unknown;
  try {
    json = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch {
    throw new VisionError('the vision service did not answer JSON');
  }
  const result = productAnalysisResultSchema.safeParse(json);
  if (!result.success) throw new VisionError('the vision service answered an unexpected shape');
  return result.data;
}
