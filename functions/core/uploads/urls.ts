import { config } from '../config';

/** Where a public image (media bucket) is served: the CloudFront distribution (the local S3 locally). */
export function publicUrl(key: string): string {
  return `${config().MEDIA_URL}/${key.split('/').map(encodeURIComponent).join('/')}`;
}
