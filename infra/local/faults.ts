import type { Fault } from './services/fault-proxy';

/**
 * The faults the local stack can inject at its service boundaries (issue 51 §5), each as the
 * service itself answers it on AWS or at PayMongo, for `stack.faults` (a stack started with
 * `faults: true`) and the fault bench (`npm run bench:faults`).
 */

export type FaultyService = 'dynamodb' | 's3' | 'ses' | 'paymongo' | 'search';

export interface NamedFault {
  name: string;
  service: FaultyService;
  fault: Fault;
}

const awsJson = (type: string, message: string, status: number): Fault['answer'] => ({
  status,
  headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-errortype': type },
  body: JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${type}`, message }),
});

export const FAULTS = {
  dynamodbThrottling: {
    name: 'DynamoDB throttling (a third of requests)',
    service: 'dynamodb',
    fault: {
      rate: 1 / 3,
      answer: awsJson(
        'ProvisionedThroughputExceededException',
        'The level of configured provisioned throughput for the table was exceeded. Consider increasing your provisioning level with the UpdateTable API.',
        400,
      ),
    },
  },
  dynamodbLatency: {
    name: 'DynamoDB latency (+150 ms on a third of requests)',
    service: 'dynamodb',
    fault: { rate: 1 / 3, delayMs: 150 },
  },
  s3Errors: {
    name: 'S3 errors (half of requests: 503 SlowDown)',
    service: 's3',
    fault: {
      rate: 1 / 2,
      answer: {
        status: 503,
        headers: { 'content-type': 'application/xml' },
        body: '<?xml version="1.0" encoding="UTF-8"?><Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>',
      },
    },
  },
  sesErrors: {
    name: 'SES errors (every send: 503)',
    service: 'ses',
    fault: {
      rate: 1,
      answer: {
        status: 503,
        headers: { 'content-type': 'application/json', 'x-amzn-errortype': 'ServiceUnavailable' },
        body: JSON.stringify({ message: 'Service Unavailable' }),
      },
    },
  },
  paymongo5xx: {
    name: 'PayMongo 5xx (half of API calls)',
    service: 'paymongo',
    fault: {
      rate: 1 / 2,
      answer: {
        status: 500,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          errors: [{ code: 'internal_server_error', detail: 'Something went wrong on our end. Please try again.' }],
        }),
      },
    },
  },
  paymongoTimeouts: {
    name: 'PayMongo timeouts (a quarter of API calls done, their answers held 12 s)',
    service: 'paymongo',
    // Longer than the functions wait for PayMongo (10 s): they give up, but what they asked was done.
    fault: { rate: 1 / 4, delayMs: 12_000, late: true },
  },
} as const satisfies Record<string, NamedFault>;
