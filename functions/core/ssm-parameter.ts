import { regionOf, signerFor } from './aws-signer';

/**
 * Reads one SSM SecureString (decrypted) with a signed `GetParameter` call of its own instead of
 * `@aws-sdk/client-ssm`: every function that notifies people needs the VAPID key, and every one
 * that moves money PayMongo's keys; the SSM client added ~13 kB zipped to each, over their bundle
 * budgets. The request is the one the SDK
 * sends (AWS JSON 1.1, `AmazonSSM.GetParameter`), signed with SigV4 (./aws-signer.ts).
 */

/** SSM refused the read or had no value; `missing` when the parameter is not there (or empty): no retry brings it. */
export class SecureStringError extends Error {
  constructor(
    message: string,
    readonly missing: boolean,
  ) {
    super(message);
    this.name = 'SecureStringError';
  }
}

export async function readSecureString(
  name: string,
  env: Record<string, string | undefined> = process.env,
  fetchFn: typeof fetch = fetch,
): Promise<string> {
  const host = `ssm.${regionOf(env)}.amazonaws.com`;
  const signer = signerFor('ssm', env);
  const body = JSON.stringify({ Name: name, WithDecryption: true });
  const signed = await signer.sign({
    method: 'POST',
    protocol: 'https:',
    hostname: host,
    path: '/',
    headers: {
      host,
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AmazonSSM.GetParameter',
    },
    body,
  });
  const answer = await fetchFn(`https://${host}/`, {
    method: 'POST',
    headers: signed.headers as Record<string, string>,
    body,
    signal: AbortSignal.timeout(5_000),
  });
  const text = await answer.text();
  if (!answer.ok)
    throw new SecureStringError(
      `SSM GetParameter ${name}: ${answer.status} ${text.slice(0, 200)}`,
      text.includes('ParameterNotFound'),
    );
  const value = (JSON.parse(text) as { Parameter?: { Value?: string } }).Parameter?.Value;
  if (!value) throw new SecureStringError(`SSM parameter ${name} is empty`, true);
  return value;
}
