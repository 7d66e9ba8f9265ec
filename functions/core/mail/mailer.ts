import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from '../config';

let client: SESv2Client | undefined;
const ses = () => (client ??= new SESv2Client({}));

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (RFC 8058's List-Unsubscribe and List-Unsubscribe-Post on mail a person may turn off). */
  headers?: { name: string; value: string }[];
}

/** Sends through SES (aws-ses-v2-local locally, via AWS_ENDPOINT_URL_SESV2). */
export async function sendMail(mail: Mail): Promise<void> {
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: config().MAIL_FROM,
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
          ...(mail.headers?.length ? { Headers: mail.headers.map((h) => ({ Name: h.name, Value: h.value })) } : {}),
        },
      },
    }),
  );
}
