// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { VerificationRow } from '@shared/schemas/verification';
import { artistName, artistRole, filterVerifications, isPdfUrl, statusLabel, withStatus } from './verifications';

function row(overrides: Partial<VerificationRow>): VerificationRow {
  return {
    verification_id: 'v1',
    status: 'pending',
    created_at: '2026-01-01T00:00:00.000Z',
    document_url: 'http://localhost:4569/docs/verification-document/u1/a.pdf?X-Amz-Signature=abc',
    valid_id: 'http://localhost:4569/docs/verification-id/u1/b.png?X-Amz-Signature=def',
    artist: { firstname: 'Maria', lastname: 'Santos', role: 'Artist' },
    ...overrides,
  };
}

const maria = row({});
const jose = row({ verification_id: 'v2', status: 'approved', artist: { firstname: 'Jose', lastname: 'Bautista', role: 'Artist' } });
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

describe('filterVerifications', () => {
  const rows = [maria, jose, unknown];
  const ids = (search: string) => filterVerifications(rows, search).map((r) => r.verification_id);

  it('returns every request for an empty search', () => {
    expect(ids('')).toEqual(['v1', 'v2', 'v3']);
  });

  it("matches the artist's name, ignoring case", () => {
    expect(ids('maria s')).toEqual(['v1']);
    expect(ids('BAUTISTA')).toEqual(['v2']);
  });

  it('matches the status', () => {
    expect(ids('pending')).toEqual(['v1']);
    expect(ids('Approved')).toEqual(['v2']);
  });

  it('matches "Unknown Artist" for a request without an artist', () => {
    expect(ids('unknown')).toEqual(['v3']);
  });

  it('does not match the role or other fields', () => {
    expect(ids('artist')).toEqual(['v3']);
  });
});

describe('withStatus', () => {
  it('changes only the decided row', () => {
    const next = withStatus([maria, jose], 'v1', 'approved');
    expect(next.map((r) => r.status)).toEqual(['approved', 'approved']);
    expect(maria.status).toBe('pending');
    expect(next[1]).toBe(jose);
  });
});

describe('isPdfUrl', () => {
  it('tells a PDF link from an image link by the path, not the query', () => {
    expect(isPdfUrl(maria.document_url)).toBe(true);
    expect(isPdfUrl(maria.valid_id)).toBe(false);
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
