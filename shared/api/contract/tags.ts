import { messageSchema } from '../../schemas/common';
import {
  createTagBodySchema,
  tagIdParamsSchema,
  tagListSchema,
  tagSchema,
  updateTagBodySchema,
} from '../../schemas/tags';
import { ErrorCodes } from '../errors';
import { defineRoutes } from './define';

/** Tags: read by everyone (both spec paths), managed by admins. */
export const tagsContract = defineRoutes({
  'GET /tags': { auth: 'public', owner: 'none', response: tagListSchema, errors: [] },
  'GET /api/tags': { auth: 'public', owner: 'none', response: tagListSchema, errors: [] },
  'POST /tags': {
    auth: 'admin',
    owner: 'none',
    body: createTagBodySchema,
    response: tagSchema,
    status: 201,
    errors: [ErrorCodes.tagExists],
  },
  'PUT /tags/{id}': {
    auth: 'admin',
    owner: 'none',
    params: tagIdParamsSchema,
    body: updateTagBodySchema,
    response: tagSchema,
    errors: [ErrorCodes.tagNotFound, ErrorCodes.tagExists, ErrorCodes.tagChanged],
  },
  'DELETE /tags/{id}': {
    auth: 'admin',
    owner: 'none',
    params: tagIdParamsSchema,
    response: messageSchema,
    errors: [ErrorCodes.tagNotFound],
  },
});
