import { createRequire } from 'node:module';
import { generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';

const require = createRequire(import.meta.url);

/**
 * Hand-made ID tokens for the authorizer tests. `realKey` signs with the key cognito-local
 * itself signs with, so a token that fails does so for the claim under test, not its signature.
 */
export async function craftIdToken(opts: {
  issuer: string;
  audience: string;
  sub: string;
  groups?: string[];
  expiresInSeconds: number;
  key: 'real' | 'forged';
}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const key =
    opts.key === 'real'
      ? await importJWK((require('cognito-local/lib/keys/cognitoLocal.private.json') as { jwk: JWK }).jwk, 'RS256')
      : (await generateKeyPair('RS256')).privateKey;
  return new SignJWT({ token_use: 'id', email: `${opts.sub}@example.test`, 'cognito:groups': opts.groups ?? [] })
    .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
    .setIssuer(opts.issuer)
    .setAudience(opts.audience)
    .setSubject(opts.sub)
    .setIssuedAt(now - 7200)
    .setExpirationTime(now + opts.expiresInSeconds)
    .sign(key);
}
