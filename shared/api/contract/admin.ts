import { adminStatsSchema, adminUsersPageSchema, adminUsersQuerySchema } from '../../schemas/admin';
import { auditPageSchema, auditQuerySchema } from '../../schemas/audit';
import { ErrorCodes } from '../errors';
import { defineRoutes } from './define';

/**
 * The admin area. The users table lists artists and clients together (GET /admin/users); the
 * spec's two lists are served too, each one role.
 */
export const adminContract = defineRoutes({
  'GET /admin/stats': { auth: 'admin', owner: 'none', response: adminStatsSchema, errors: [] },
  'GET /admin/audit-log': {
    auth: 'admin',
    owner: 'none',
    query: auditQuerySchema,
    response: auditPageSchema,
    errors: [ErrorCodes.invalidCursor],
  },
  'GET /admin/users': {
    auth: 'admin',
    owner: 'none',
    query: adminUsersQuerySchema,
    response: adminUsersPageSchema,
    errors: [ErrorCodes.invalidCursor],
  },
  'GET /admin/artists': {
    auth: 'admin',
    owner: 'none',
    query: adminUsersQuerySchema,
    response: adminUsersPageSchema,
    errors: [ErrorCodes.invalidCursor],
  },
  'GET /admin/clients': {
    auth: 'admin',
    owner: 'none',
    query: adminUsersQuerySchema,
    response: adminUsersPageSchema,
    errors: [ErrorCodes.invalidCursor],
  },
});
