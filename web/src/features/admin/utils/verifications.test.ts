// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { VerificationRow } from '@shared/schemas/verification';
import { artistName, artistRole, isPdfUrl, statusLabel } from './verifications';

function row(overrides: Partial<VerificationRow>): VerificationRow {
  return {
    verification_id: 'v1',
    status: 'pending',
    created_at: '2026-01-01T00:00:00.000Z',
    artist: { firstname: 'Maria', lastname: 'Santos', role: 'Artist' },
    ...overrides,
  };
}

const maria = row({});
const unknown = row({ verification_id: 'v3', status: 'rejected', artist: null });

describe('artistName and artistRole', () => {
  it("read the artist's full name and role", () => {
    expect(artistName(maria)).toBe('Maria Santos');
    expect(artistRole(maria)).toBe('Artist');
  });

  it('show "Unknown Artist" and "N/A" without an artist', () => {
    expect(artistName(unknown)).toBe('Unknown Artist');
    expect(artistRole(unknown)).toBe('N/A');
  });
});

describe('isPdfUrl', () => {
  it('tells a PDF link from an image link by the path, not the query', () => {
    expect(isPdfUrl('http://localhost:4569/docs/verification-document/u1/a.pdf?X-Amz-Signature=abc')).toBe(true);
    expect(isPdfUrl('http://localhost:4569/docs/verification-id/u1/b.png?X-Amz-Signature=def')).toBe(false);
    expect(isPdfUrl('https://example.test/a.png?name=x.pdf')).toBe(false);
    expect(isPdfUrl('https://example.test/A.PDF')).toBe(true);
  });
});

describe('statusLabel', () => {
  it('capitalises the status', () => {
    expect(statusLabel('pending')).toBe('Pending');
    expect(statusLabel('')).toBe('');
  });
});
