// RFC 9457 problem details: the one error body every endpoint returns (PRODUCT.md "Errors").
import { z } from 'zod';

export const fieldErrorSchema = z.object({
  field: z.string().describe('JSON path of the field, e.g. alert.channels[0].target'),
  message: z.string(),
});

export const problemSchema = z
  .object({
    type: z.string().describe('URI reference identifying the problem type'),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    code: z.string().describe('Stable machine-readable error code'),
    instance: z.string().optional(),
    errors: z.array(fieldErrorSchema),
    unknownPlace: z.string().optional().describe('place_not_found: the words of the prompt read as a place nothing knows'),
    candidates: z
      .array(
        z.object({
          name: z.string(),
          country: z.string(),
          countryCode: z.string(),
          admin1: z.string().nullable(),
          population: z.number().int(),
        }),
      )
      .optional()
      .describe(
        "place_not_found: the gazetteer's names nearest to unknownPlace (a country the prompt names first, then string similarity, then population)",
      ),
  })
  .loose()
  .describe('RFC 9457 problem details (application/problem+json)');

export type Problem = z.infer<typeof problemSchema>;
