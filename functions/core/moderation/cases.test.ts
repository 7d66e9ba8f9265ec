import { describe, expect, it } from 'vitest';
import { REPORT_KINDS } from '@shared/messages/moderation';
import { caseIdOf } from './cases';
import { TARGETS } from './targets';

describe('moderation cases', () => {
  it('names one case per kind and target, safe in a path even for a message id with a slash', () => {
    const message = 'a1b2_c3d4/01JD0000000000000000000000';
    const id = caseIdOf('message', message);
    expect(id).toMatch(/^message\.[A-Za-z0-9_-]+$/);
    expect(caseIdOf('message', message)).toBe(id);
    expect(caseIdOf('post', message)).not.toBe(id);
    expect(caseIdOf('message', `${message}x`)).not.toBe(id);
    expect(Buffer.from(id.slice('message.'.length), 'base64url').toString('utf8')).toBe(message);
  });

  it('reaches every kind through the registry', () => {
    expect(Object.keys(TARGETS).sort()).toEqual([...REPORT_KINDS].sort());
  });
});
