import { inject } from 'vitest';
import { assertLocalOnly } from './stack-process';

// Point this worker's AWS SDK clients (used to seed through the data layer) at the local stack.
const stack = inject('stack');
assertLocalOnly(stack);
for (const key of ['AWS_PROFILE', 'AWS_SESSION_TOKEN', 'AWS_ENDPOINT_URL']) delete process.env[key];
Object.assign(process.env, stack.env, { LOG_LEVEL: 'warn' });
