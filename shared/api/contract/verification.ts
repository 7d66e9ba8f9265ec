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
    params: verificationIdParamsSchema,
    body: verificationRequestBodySchema,
    response: verificationSubmittedSchema,
    status: 201,
    errors: [ErrorCodes.notAnArtist, ErrorCodes.verificationPending, ErrorCodes.uploadInvalid, ErrorCodes.uploadInUse],
  },
  'GET /api/artist-verifications': { auth: 'admin', query: verificationsQuerySchema, response: verificationPageSchema, errors: [ErrorCodes.invalidCursor] },
  'GET /api/artist-verification/{id}': { auth: 'admin', params: verificationIdParamsSchema, response: verificationDetailSchema, errors: [ErrorCodes.verificationNotFound] },
  'POST /api/artist-verification/{id}/approved': { auth: 'admin', params: verificationIdParamsSchema, response: verificationDecisionSchema, errors: [ErrorCodes.verificationNotFound, ErrorCodes.verificationChanged] },
  'POST /api/artist-verification/{id}/rejected': { auth: 'admin', params: verificationIdParamsSchema, response: verificationDecisionSchema, errors: [ErrorCodes.verificationNotFound, ErrorCodes.verificationChanged] },
});
