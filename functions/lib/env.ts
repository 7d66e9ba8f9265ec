/**
 * Configuration is read once, at cold start, and fails fast when something is missing.
 * Only endpoints differ between AWS and the local stack, and the AWS SDK reads those
 * itself from AWS_ENDPOINT_URL_<SERVICE> variables, so domain code never branches on "local".
 */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing required environment variable ${name}`);
  return value;
}

export function optionalEnv(name: string): string | undefined {
  return process.env[name] || undefined;
}

/** An absolute link into the web app (SITE_URL + path), for e-mails. */
export function siteLink(path: string): string {
  return `${requireEnv('SITE_URL').replace(/\/$/, '')}${path}`;
}
