import { entity } from '../entity';
import { TABLE } from '../table';

/**
 * A person's matching preferences (artist or client). The shape differs by role and is
 * validated at the edge with the shared schemas; absent means "not set up yet".
 */
export const PreferencesEntity = entity({
  model: { entity: 'preferences', version: '1', service: 'crafti' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    role: { type: ['Artist', 'Client'] as const, required: true },
    values: { type: 'any', required: true },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byUser: {
      pk: { field: TABLE.partitionKey, composite: ['userId'] },
      sk: { field: TABLE.sortKey, composite: [] },
    },
  },
});
