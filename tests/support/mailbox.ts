/** Reads the local SES mailbox (aws-ses-v2-local's `GET /store`). */
export interface StoredMail {
  messageId: string;
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  /** Extra headers the sender set (List-Unsubscribe…). */
  headers?: { name: string; value: string }[];
  at: number;
}

/** A header of a stored mail, by name (case-insensitive). */
export const headerOf = (mail: StoredMail, name: string) =>
  mail.headers?.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value;

export async function mailsTo(mailboxUrl: string, to: string): Promise<StoredMail[]> {
  const response = await fetch(`${mailboxUrl}/store`);
  const { emails } = (await response.json()) as { emails: StoredMail[] };
  return emails.filter((m) => m.destination.to.some((addr) => addr.toLowerCase().includes(to.toLowerCase())));
}

/** Waits for the newest mail to `to` whose subject contains `subject`. */
export async function waitForMail(
  mailboxUrl: string,
  to: string,
  subject: string,
  timeoutMs = 10_000,
): Promise<StoredMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = (await mailsTo(mailboxUrl, to)).filter((m) => m.subject.includes(subject)).at(-1);
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`No mail "${subject}" to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The first link in the mail's text that starts with `prefix`. */
export function linkIn(mail: StoredMail, prefix: string): string {
  const url = (mail.body.text ?? '').split(/\s+/).find((word) => word.startsWith(prefix));
  if (!url) throw new Error(`No link starting with ${prefix} in mail "${mail.subject}"`);
  return url;
}
