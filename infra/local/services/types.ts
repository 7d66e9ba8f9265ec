/** A started local stand-in. */
export interface Service {
  url: string;
  stop(): Promise<void>;
}

/**
 * Credentials for the local stand-ins. The local S3 checks SigV4 signatures against its one
 * built-in key pair; the others accept anything.
 */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
export const LOCAL_REGION = 'ap-southeast-1';
