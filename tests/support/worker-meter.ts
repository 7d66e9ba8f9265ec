import { afterAll, beforeAll, inject } from 'vitest';
import { startReadMeter, type ReadMeter } from '../../infra/local/services/read-meter';

/**
 * Puts the benchmarks' read meter (infra/local/services/read-meter.ts) in front of DynamoDB for
 * this test file's worker: registers a beforeAll that starts it and points the data layer at it,
 * which must run before the data layer makes its client (its first use), and an afterAll that
 * points it back and stops the meter. Call at the top of the file, before other hooks; the answer
 * gives the meter once the beforeAll ran.
 */
export function meterThisWorker(): () => ReadMeter {
  let meter: ReadMeter | undefined;
  let endpointBefore: string | undefined;
  beforeAll(async () => {
    meter = await startReadMeter(inject('stack').endpoints.dynamodb);
    endpointBefore = process.env.AWS_ENDPOINT_URL_DYNAMODB;
    process.env.AWS_ENDPOINT_URL_DYNAMODB = meter.url;
  });
  afterAll(async () => {
    if (endpointBefore === undefined) delete process.env.AWS_ENDPOINT_URL_DYNAMODB;
    else process.env.AWS_ENDPOINT_URL_DYNAMODB = endpointBefore;
    await meter?.stop();
  });
  return () => {
    if (!meter) throw new Error('The read meter starts in a beforeAll: ask for it inside a test or a later hook');
    return meter;
  };
}
