import { describe, expect, it } from 'vitest';
import { EDGE_SECRET_HEADER, VIEWER_ADDRESS_HEADER } from '@shared/site-api';
import { viewerAddress } from './viewer-address';

const SECRET = 'the-edge-secret-0123456789';
const from = (sourceIp: string, headers: Record<string, string> = {}) => ({
  headers,
  requestContext: { http: { sourceIp } },
});

describe('the address a call is counted by', () => {
  it("is the viewer's the edge names, when the edge's secret comes with it", () => {
    const event = from('130.176.1.1', { [VIEWER_ADDRESS_HEADER]: '203.0.113.7', [EDGE_SECRET_HEADER]: SECRET });
    expect(viewerAddress(event, SECRET)).toBe('203.0.113.7');
  });

  it('is where the call came from when it names an address without the secret, with a wrong one, or names none', () => {
    expect(viewerAddress(from('198.51.100.2', { [VIEWER_ADDRESS_HEADER]: '203.0.113.7' }), SECRET)).toBe(
      '198.51.100.2',
    );
    const wrong = { [VIEWER_ADDRESS_HEADER]: '203.0.113.7', [EDGE_SECRET_HEADER]: `${SECRET}x` };
    expect(viewerAddress(from('198.51.100.2', wrong), SECRET)).toBe('198.51.100.2');
    expect(viewerAddress(from('198.51.100.2', { [EDGE_SECRET_HEADER]: SECRET }), SECRET)).toBe('198.51.100.2');
    expect(viewerAddress({}, SECRET)).toBe('unknown');
  });
});
