import * as z from 'zod';

/**
 * What a document route (`document: true` in the contract) answers: the status, the kind of
 * document, its text and how long browsers and CloudFront may keep it (seconds). A public page
 * that is gone answers its own HTML with 404 (never was) or 410 (sold out, hidden, deleted).
 */
export const pageAnswerSchema = z.object({
  status: z.union([z.literal(200), z.literal(404), z.literal(410)]),
  type: z.enum(['html', 'xml', 'text']),
  body: z.string(),
  maxAge: z.number().int().min(0),
});
export type PageAnswer = z.infer<typeof pageAnswerSchema>;

export const artPageParamsSchema = z.object({ artId: z.string().min(1).max(100) });
export const shopPageParamsSchema = z.object({ username: z.string().min(1).max(100) });
/** `?after=`: where the shop's next page of arts starts (the arts list's cursor). */
export const shopPageQuerySchema = z.object({ after: z.string().max(500).optional() });
export const sitemapPartParamsSchema = z.object({ part: z.string().min(1).max(40) });
