import * as z from 'zod';

export const tagSchema = z.object({ id: z.string(), name: z.string() });
export type Tag = z.infer<typeof tagSchema>;

export const tagNameSchema = z
  .string({ error: 'Tag name cannot be empty' })
  .trim()
  .min(1, 'Tag name cannot be empty')
  .max(50, 'Tag name must be at most 50 characters');

export const createTagBodySchema = z.object({ name: tagNameSchema });
export type CreateTagBody = z.infer<typeof createTagBodySchema>;

export const updateTagBodySchema = createTagBodySchema;

export const tagIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const tagListSchema = z.array(tagSchema);
