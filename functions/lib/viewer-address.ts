import { timingSafeEqual } from 'node:crypto';
import { EDGE_SECRET_HEADER, VIEWER_ADDRESS_HEADER } from '@shared/site-api';
import { config } from '../core/config';

interface AddressedEvent {
  headers?: Record<string, string | undefined>;
  requestContext?: { http?: { sourceIp?: string } };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The address of the person making the call (the per-address rate limits count by it). Through
 * the site (`<site>/api/...`) the API sees the edge's address; the edge names the person's in a
 * header, believed only beside the edge's secret (shared/site-api.ts). A direct call is from
 * where the API saw it come.
 */
export function viewerAddress(event: AddressedEvent, edgeSecret?: string): string {
  const direct = event.requestContext?.http?.sourceIp ?? 'unknown';
  const named = event.headers?.[VIEWER_ADDRESS_HEADER];
  const secret = event.headers?.[EDGE_SECRET_HEADER];
  if (!named || !secret || !sameSecret(secret, edgeSecret ?? config().EDGE_SECRET)) return direct;
  return named;
}
