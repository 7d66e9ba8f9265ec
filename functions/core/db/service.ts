import { Service } from 'electrodb';
import { dynamo, tableName } from './client';
import { ConnectionEntity } from './entities/connection';
import { TagEntity } from './entities/tag';
import { UniqueEntity } from './entities/unique';

function build() {
  return new Service({ connection: ConnectionEntity, tag: TagEntity, unique: UniqueEntity }, { table: tableName(), client: dynamo() });
}

let service: ReturnType<typeof build> | undefined;

/** The ElectroDB service over the one table. Private to functions/core: callers use domain verbs. */
export function db() {
  service ??= build();
  return service;
}
