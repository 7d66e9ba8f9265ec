import { createUploadBodySchema, createUploadResponseSchema } from '../../schemas/uploads';
import { ErrorCodes } from '../errors';
import { defineRoutes } from './define';

/** Presigned S3 POSTs for every file the product takes (the call that uses a file then carries its key). */
export const uploadsContract = defineRoutes({
  'POST /uploads': {
    auth: 'user',
    owner: 'caller',
    body: createUploadBodySchema,
    response: createUploadResponseSchema,
    status: 201,
    errors: [ErrorCodes.uploadInvalid],
  },
});
