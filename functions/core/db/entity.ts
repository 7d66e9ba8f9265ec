import { Entity, type EntityConfiguration, type Schema } from 'electrodb';

/**
 * An entity's definition, made into an ElectroDB Entity only when it is first used (service.ts).
 * ElectroDB checks each model against its JSON schema as it builds the Entity (~2-3 ms each on a
 * Lambda's CPU): building all forty at import made every function's cold start pay ~100 ms for
 * entities its routes never touch. The schema is typed as `new Entity(schema)` would infer it.
 */
export function entity<
  A extends string,
  F extends string,
  C extends string,
  S extends Schema<A, F, C, P>,
  P extends string = string,
>(schema: S) {
  return (config: EntityConfiguration) => new Entity<A, F, C, S, P>(schema, config);
}
