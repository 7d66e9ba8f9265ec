import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

export interface CognitoVerifierConfig {
  /** `https://cognito-idp.<region>.amazonaws.com/<poolId>` on AWS; cognito-local's URL + pool id locally. */
  issuer: string;
  /** The app client id: matched against `aud` (ID tokens) or `client_id` (access tokens). */
  clientId: string;
  /** Where the keys are; defaults to `<issuer>/.well-known/jwks.json`. */
  jwksUrl?: string;
}

/**
 * Verifies a Cognito token the way the HTTP API JWT authorizer does: signature from the
 * pool's JWKS, `iss`, expiry and not-before, and audience via `aud` or `client_id`.
 * Returns the claims, or null for any token that does not pass.
 */
export function cognitoVerifier(config: CognitoVerifierConfig) {
  const jwks = createRemoteJWKSet(new URL(config.jwksUrl ?? `${config.issuer}/.well-known/jwks.json`));
  return async function verify(token: string | undefined | null): Promise<JWTPayload | null> {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer: config.issuer, algorithms: ['RS256'] });
      const audience = payload.aud ?? payload.client_id;
      const audiences = Array.isArray(audience) ? audience : [audience];
      if (!audiences.includes(config.clientId)) return null;
      return payload;
    } catch {
      return null;
    }
  };
}

/** `Authorization: Bearer <token>` or a bare token, as API Gateway accepts both. */
export function tokenFromAuthorizationHeader(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1]!.trim() : header.trim() || null;
}
