import {
  verificationDecisionSchema,
  verificationDetailSchema,
  verificationIdParamsSchema,
  verificationPageSchema,
  verificationRequestBodySchema,
  verificationsQuerySchema,
  verificationSubmittedSchema,
} from '../../schemas/verification';
import { ErrorCodes } from '../errors';
import { defineRoutes } from './define';

/**
 * Artist verification. Every path names its variable {id}: a user id when an artist files a
 * request, a request id otherwise (API Gateway refuses sibling variables with different names).
 */
export const verificationContract = defineRoutes({
  'POST /api/artist-verification/{id}': {
    auth: 'artist',
    owner: { self: 'params.id' },
    params: verificationIdParamsSchema,
    body: verificationRequestBodySchema,
    response: verificationSubmittedSchema,
    status: 201,
    errors: [ErrorCodes.notAnArtist, ErrorCodes.verificationPending, ErrorCodes.uploadInvalid, ErrorCodes.uploadInUse],
  },
  'GET /api/artist-verifications': {
    auth: 'admin',
    owner: 'none',
    query: verificationsQuerySchema,
    response: verificationPageSchema,
    errors: [ErrorCodes.invalidCursor],
  },
  'GET /api/artist-verification/{id}': {
    auth: 'admin',
    owner: 'none',
    params: verificationIdParamsSchema,
    response: verificationDetailSchema,
    errors: [ErrorCodes.verificationNotFound],
  },
  'POST /api/artist-verification/{id}/approved': {
    auth: 'admin',
    owner: 'none',
    params: verificationIdParamsSchema,
    response: verificationDecisionSchema,
    errors: [ErrorCodes.verificationNotFound, ErrorCodes.verificationChanged],
  },
  'POST /api/artist-verification/{id}/rejected': {
    auth: 'admin',
    owner: 'none',
    params: verificationIdParamsSchema,
    response: verificationDecisionSchema,
    errors: [ErrorCodes.verificationNotFound, ErrorCodes.verificationChanged],
  },
});
