import { describe, expect, it } from 'vitest';
import { assertLocalOnly, type StackInfo } from './stack-process';

const local = {
  endpoints: { api: 'http://127.0.0.1:3001', web: 'http://localhost:5173', ws: 'ws://127.0.0.1:3002' },
  env: {
    AWS_ENDPOINT_URL_DYNAMODB: 'http://127.0.0.1:8000',
    MEDIA_URL: 'http://127.0.0.1:4569/media',
    TABLE_NAME: 'crafti-test-table',
  },
  webConfig: {},
} as unknown as StackInfo;

describe('the integration guard', () => {
  it('accepts a stack on this machine', () => {
    expect(() => assertLocalOnly(local)).not.toThrow();
  });

  it('refuses a stack that points anywhere else', () => {
    const remote = {
      ...local,
      env: { ...local.env, AWS_ENDPOINT_URL_DYNAMODB: 'https://dynamodb.ap-southeast-1.amazonaws.com' },
    };
    expect(() => assertLocalOnly(remote)).toThrow('Refusing to run integration tests against a non-local endpoint');
    const remoteApi = {
      ...local,
      endpoints: { ...local.endpoints, api: 'https://abc.execute-api.ap-southeast-1.amazonaws.com' },
    };
    expect(() => assertLocalOnly(remoteApi as StackInfo)).toThrow();
  });
});
