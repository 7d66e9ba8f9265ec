// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { AdminUserRow } from '@shared/schemas/admin';
import { filterUsers, mergeUsers } from './users';

function row(overrides: Partial<AdminUserRow>): AdminUserRow {
  return {
    id: 'u1',
    name: 'Maria Santos',
    firstname: 'Maria',
    lastname: 'Santos',
    username: 'maria_paints',
    email: 'maria.santos@crafti.test',
    address: 'Quezon City',
    phone: '',
    role: 'Artist',
    created_at: '2026-01-01T00:00:00.000Z',
    profile_image: null,
    ...overrides,
  };
}

const maria = row({ isVerified: true });
const jose = row({ id: 'u2', name: 'Jose Bautista', username: 'jose_woodcraft', email: 'jose@crafti.test', address: 'Paete, Laguna', created_at: '2026-02-01T00:00:00.000Z', isVerified: false });
const liza = row({ id: 'u3', name: 'Liza Reyes', username: 'liza_collects', email: 'liza@crafti.test', address: 'Cebu City', role: 'Client', created_at: '2026-03-01T00:00:00.000Z' });

describe('mergeUsers', () => {
  it('puts artists and clients in one list, newest first', () => {
    expect(mergeUsers([maria, jose], [liza]).map((u) => u.id)).toEqual(['u3', 'u2', 'u1']);
  });

  it('keeps a person listed twice once', () => {
    expect(mergeUsers([maria], [maria])).toHaveLength(1);
  });

  it('is empty when both lists are', () => {
    expect(mergeUsers([], [])).toEqual([]);
  });

  it('does not change the lists it is given', () => {
    const artists = [maria, jose];
    mergeUsers(artists, [liza]);
    expect(artists.map((u) => u.id)).toEqual(['u1', 'u2']);
  });
});

describe('filterUsers', () => {
  const users = [maria, jose, liza];
  const ids = (search: string) => filterUsers(users, search).map((u) => u.id);

  it('returns everyone for an empty or blank search', () => {
    expect(ids('')).toEqual(['u1', 'u2', 'u3']);
    expect(ids('   ')).toEqual(['u1', 'u2', 'u3']);
  });

  it('matches the name, ignoring case', () => {
    expect(ids('SANTOS')).toEqual(['u1']);
  });

  it('matches the username', () => {
    expect(ids('woodcraft')).toEqual(['u2']);
  });

  it('matches the email', () => {
    expect(ids('liza@crafti')).toEqual(['u3']);
  });

  it('matches the address', () => {
    expect(ids('laguna')).toEqual(['u2']);
  });

  it('matches the role', () => {
    expect(ids('client')).toEqual(['u3']);
    expect(ids('artist')).toEqual(['u1', 'u2']);
  });

  it('trims the search text', () => {
    expect(ids('  cebu ')).toEqual(['u3']);
  });

  it('finds nobody for text in no field', () => {
    expect(ids('nobody-here')).toEqual([]);
  });
});
