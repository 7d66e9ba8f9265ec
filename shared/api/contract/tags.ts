import { messageSchema } from '../../schemas/common';
import { createTagBodySchema, tagIdParamsSchema, tagListSchema, tagSchema, updateTagBodySchema } from '../../schemas/tags';
import { defineRoutes } from './define';

/** Tags: read by everyone (both spec paths), managed by admins. */
export const tagsContract = defineRoutes({
  'GET /tags': { auth: 'public', response: tagListSchema },
  'GET /api/tags': { auth: 'public', response: tagListSchema },
  'POST /tags': { auth: 'admin', body: createTagBodySchema, response: tagSchema, status: 201 },
  'PUT /tags/{id}': { auth: 'admin', params: tagIdParamsSchema, body: updateTagBodySchema, response: tagSchema },
  'DELETE /tags/{id}': { auth: 'admin', params: tagIdParamsSchema, response: messageSchema },
});
