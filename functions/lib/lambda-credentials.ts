/**
 * Stands in for `@aws-sdk/credential-provider-node` inside the Lambda bundles only (esbuild alias,
 * APP_FUNCTION_BUNDLING in infra/constructs/bundling.ts); tests and the local stack use the real
 * chain. Lambda always puts the function role's credentials in the environment, so the rest of
 * the default chain (SSO, ini files, web identity, container and instance metadata, with the STS
 * and SSO clients they carry) is dead weight there: about 15 kB of every zip and its load time.
 */
interface EnvCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** The SDK clients call `defaultProvider(config)` and then the provider it returns, per signing. */
export function defaultProvider(): () => Promise<EnvCredentials> {
  return async () => {
    const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
    const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
    if (!accessKeyId || !secretAccessKey)
      throw new Error('No AWS credentials in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY).');
    return { accessKeyId, secretAccessKey, sessionToken: process.env.AWS_SESSION_TOKEN || undefined };
  };
}
