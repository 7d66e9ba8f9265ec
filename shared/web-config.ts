/**
 * What the SPA reads from /config.json: written at deploy time by the CDK site construct, served
 * by the local stack locally, so one build serves every stage.
 */
export interface WebConfig {
  apiUrl: string;
  wsUrl: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Only set locally: where Amplify should send Cognito calls. */
  cognitoEndpoint?: string;
  mediaUrl: string;
  /** The site's VAPID public key (base64url), for `pushManager.subscribe`; absent where push is not set up. */
  vapidPublicKey?: string;
}
