import { userIdParamsSchema } from '../../schemas/common';
import { blockResultSchema, blocksPageSchema, blocksQuerySchema } from '../../schemas/blocks';
import { ErrorCodes } from '../errors';
import { defineRoutes } from './define';

/** Blocking (issue 32 item 4): the caller's own list of blocked people, and blocking or unblocking someone. */
export const blocksContract = defineRoutes({
  /** The people the caller blocked, with name, picture and role, a page at a time. */
  'GET /api/blocks': {
    auth: 'user',
    owner: 'caller',
    query: blocksQuerySchema,
    response: blocksPageSchema,
    errors: [ErrorCodes.invalidCursor],
  },
  /** Whether a block stands between the caller and a person, as the caller may know it (their profile shows it instead of Message and Propose). */
  'GET /api/blocks/{userId}': {
    auth: 'user',
    owner: 'caller',
    params: userIdParamsSchema,
    response: blockResultSchema,
    errors: [],
  },
  /** Blocks a person (again is fine); not oneself, not an administrator. */
  'PUT /api/blocks/{userId}': {
    auth: 'user',
    owner: 'caller',
    params: userIdParamsSchema,
    response: blockResultSchema,
    errors: [ErrorCodes.blockSelf, ErrorCodes.blockAdmin, ErrorCodes.blockNoSuchPerson],
  },
  /** Unblocks a person (when not blocked, nothing changes). */
  'DELETE /api/blocks/{userId}': {
    auth: 'user',
    owner: 'caller',
    params: userIdParamsSchema,
    response: blockResultSchema,
    errors: [],
  },
});
