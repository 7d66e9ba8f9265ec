import type { Mail } from './mailer';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The most of a person's name a mail shows. */
export const MAIL_NAME_MAX = 60;

/**
 * A person's chosen name as every part of a mail may carry it: one line of plain text, without
 * control or invisible formatting characters (line breaks, bidi overrides) and without markup
 * characters (a text part cannot escape them and a mail client may still turn them into a link or
 * a tag), capped at MAIL_NAME_MAX characters. The HTML part escapes what remains, as it escapes
 * everything. An empty result reads "A customer" / "there" at the caller.
 */
export function plainName(name: string, fallback: string, max = MAIL_NAME_MAX): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/[<>"'`&\\{}[\]]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!cleaned) return fallback;
  const chars = [...cleaned];
  return chars.length <= max
    ? cleaned
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

function layout(title: string, paragraphs: string[], action: { label: string; url: string }, footnote: string): string {
  return `<!doctype html><html><body style="margin:0;background:#fdf4ee;font-family:Arial,sans-serif;color:#26100a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;padding:32px">
<tr><td><p style="font-size:22px;font-weight:bold;color:#b4532a;margin:0 0 16px">Crafti</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p style="font-size:15px;line-height:1.5;margin:0 0 16px">${escapeHtml(p)}</p>`).join('')}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#b4532a;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#76341d;margin:0">${escapeHtml(footnote)}</p>
<p style="font-size:12px;color:#944222;word-break:break-all;margin:16px 0 0">${escapeHtml(action.url)}</p>
${CLOSE}`;
}

const CLOSE = '</td></tr></table></td></tr></table></body></html>';

/** A last small paragraph under a mail's text and HTML. */
function withClosing(mail: Mail, text: string, html: string): Mail {
  return {
    ...mail,
    text: `${mail.text}\n${text}\n`,
    html: mail.html.replace(CLOSE, `<p style="font-size:12px;color:#76341d;margin:16px 0 0">${html}</p>${CLOSE}`),
  };
}

/** A mail's unsubscribe (./links.ts): the page a person opens, and the address a mail client POSTs to. */
export interface UnsubscribeLinks {
  page: string;
  oneClick: string;
}

/**
 * A mail a person may turn off (issue 50 §4): RFC 8058's one-click unsubscribe in its headers (a
 * mail client's "Unsubscribe" button POSTs to it, no sign-in), and the same choice as a link under
 * its text, to a page that asks first. `about` names what stops ("e-mails about orders").
 */
export function withUnsubscribe(mail: Mail, links: UnsubscribeLinks, about: string): Mail {
  const line = `You get this e-mail because e-mails about ${about} are on in your Crafti settings.`;
  return {
    ...withClosing(
      mail,
      `${line} Unsubscribe: ${links.page}`,
      `${escapeHtml(line)} <a href="${escapeHtml(links.page)}" style="color:#944222">Unsubscribe from e-mails about ${escapeHtml(about)}</a>`,
    ),
    headers: [
      { name: 'List-Unsubscribe', value: `<${links.oneClick}>` },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ],
  };
}

/** Why an essential mail has no unsubscribe: each says it under its text (issue 50 §4). */
export const ESSENTIAL_MAIL_NOTE = {
  account: "Crafti sends this e-mail whatever your e-mail choices: it is about your account's security.",
  money: 'Crafti sends this e-mail whatever your e-mail choices: it is a record of money paid or returned.',
  moderation:
    'Crafti sends this e-mail whatever your e-mail choices: it is a decision on your account, and how to appeal it.',
} as const;

const essential = (mail: Mail, why: keyof typeof ESSENTIAL_MAIL_NOTE): Mail =>
  withClosing(mail, ESSENTIAL_MAIL_NOTE[why], escapeHtml(ESSENTIAL_MAIL_NOTE[why]));

/** Sent to an address nobody has proven yet, so it carries nothing the registrant typed. */
export function confirmationMail(to: string, url: string): Mail {
  const subject = 'Confirm your Crafti account';
  const intro = `Welcome to Crafti! Please confirm your email address to finish setting up your account.`;
  const footnote =
    'This link works once and expires in 24 hours. If you did not sign up for Crafti, you can ignore this email.';
  return essential(
    {
      to,
      subject,
      text: `${intro}\n\nConfirm your account: ${url}\n\n${footnote}\n`,
      html: layout(subject, [intro], { label: 'Confirm my account', url }, footnote),
    },
    'account',
  );
}

export function passwordResetMail(to: string, firstName: string, url: string): Mail {
  const subject = 'Reset your Crafti password';
  const intro = `Hi ${plainName(firstName, 'there')}, we received a request to reset the password of your Crafti account.`;
  const footnote =
    'This link works once and expires in 1 hour. If you did not ask for it, you can ignore this email; your password stays the same.';
  return essential(
    {
      to,
      subject,
      text: `${intro}\n\nChoose a new password: ${url}\n\n${footnote}\n`,
      html: layout(subject, [intro], { label: 'Choose a new password', url }, footnote),
    },
    'account',
  );
}

/** Sent to the new address: following it proves the person owns it. */
export function emailChangeMail(to: string, url: string): Mail {
  const subject = 'Confirm your new Crafti e-mail address';
  const intro =
    'Someone asked to use this address for a Crafti account. Follow the link to confirm it; the account then signs in with this address.';
  const footnote =
    'This link works once and expires in 24 hours. If you did not ask for this, you can ignore this email.';
  return essential(
    {
      to,
      subject,
      text: `${intro}\n\nConfirm this address: ${url}\n\n${footnote}\n`,
      html: layout(subject, [intro], { label: 'Confirm this address', url }, footnote),
    },
    'account',
  );
}

/** "ana.cruz@example.ph" → "a•••z@example.ph": enough for the owner to recognise, little for anyone else. */
export function maskedAddress(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? `${local[0] ?? ''}•••` : `${local[0]}•••${local.at(-1)}`;
  return `${shown}${email.slice(at)}`;
}

/** Sent to the old address once the change is made: the owner's way back if it was not them. */
export function emailChangedNoticeMail(to: string, newEmail: string, undoUrl: string): Mail {
  const subject = 'Your Crafti sign-in address was changed';
  const intro = `The sign-in address of your Crafti account was changed from this address to ${maskedAddress(newEmail)}, and this address no longer signs in.`;
  const undo =
    'If you did not make this change, undo it: the account signs in with this address again and every session is signed out. Then choose a new password.';
  const footnote = 'This link works once and expires in 7 days. If you made the change, you can ignore this email.';
  return essential(
    {
      to,
      subject,
      text: `${intro}\n\n${undo}\n\nUndo the change: ${undoUrl}\n\n${footnote}\n`,
      html: layout(subject, [intro, undo], { label: 'Undo the change', url: undoUrl }, footnote),
    },
    'account',
  );
}

export interface MailLine {
  title: string;
  quantity: number;
  /** "₱1,500.00" */
  amount: string;
}

/** An art's title is someone's words too: it goes in the same way, with a longer cap. */
const lineText = (l: MailLine) => `${l.quantity} × ${plainName(l.title, 'Artwork', 120)}: ${l.amount}`;

/** To the buyer once PayMongo confirmed the payment. */
export function receiptMail(
  to: string,
  firstName: string,
  receipt: { lines: MailLine[]; subtotal: string; fee: string; total: string; reference: string },
  url: string,
): Mail {
  const subject = 'Your Crafti receipt';
  const intro = `Thank you, ${plainName(firstName, 'there')}! Your payment was received and the artists have been told.`;
  const lines = receipt.lines.map(lineText);
  const totals = [
    `Subtotal: ${receipt.subtotal}`,
    `For Developer (5%): ${receipt.fee}`,
    `Total paid: ${receipt.total}`,
  ];
  const footnote = `Reference ${receipt.reference}. Each artist updates their order's status as they prepare it; you can follow it under Orders in your profile.`;
  return essential(
    {
      to,
      subject,
      text: `${intro}\n\n${lines.join('\n')}\n\n${totals.join('\n')}\n\nYour orders: ${url}\n\n${footnote}\n`,
      html: layout(subject, [intro, ...lines, ...totals], { label: 'See my orders', url }, footnote),
    },
    'money',
  );
}

/** To an artist whose art was bought. */
export function saleMail(
  to: string,
  firstName: string,
  sale: { buyerName: string; lines: MailLine[]; amount: string; where?: string },
  url: string,
): Mail {
  const subject = 'You made a sale on Crafti';
  const intro = `Good news, ${plainName(firstName, 'there')}! ${plainName(sale.buyerName, 'A customer')} bought your art and the payment was received.`;
  const lines = [
    ...sale.lines.map(lineText),
    `Amount: ${sale.amount}`,
    ...(sale.where ? [plainName(sale.where, '', 300)] : []),
  ];
  const footnote =
    'Mark the order shipped with its courier and tracking number (or ready for pickup). Crafti holds your share until the buyer confirms receiving it.';
  return {
    to,
    subject,
    text: `${intro}\n\n${lines.join('\n')}\n\nThe order: ${url}\n\n${footnote}\n`,
    html: layout(subject, [intro, ...lines], { label: 'Open the order', url }, footnote),
  };
}

/** The buyer's refund of a canceled order, once PayMongo made it. */
export function refundMail(
  to: string,
  firstName: string,
  refund: { artistName: string; description: string; amount: string },
  url: string,
): Mail {
  const subject = 'Your Crafti refund';
  const intro = `Hi ${plainName(firstName, 'there')}, we refunded ${refund.amount} for your order "${plainName(refund.description, 'your order', 200)}" from ${plainName(refund.artistName, 'the artist')} to the way you paid.`;
  const footnote =
    'Card refunds can take 5 to 10 banking days to show on your statement; e-wallet refunds usually arrive the same day.';
  return essential(
    {
      to,
      subject,
      text: `${intro}\n\nYour orders: ${url}\n\n${footnote}\n`,
      html: layout(subject, [intro], { label: 'Open my orders', url }, footnote),
    },
    'money',
  );
}

/** The artist's copy: the canceled order's money went back to the buyer. */
export function refundedSaleMail(
  to: string,
  firstName: string,
  refund: { buyerName: string; description: string; amount: string },
  url: string,
): Mail {
  const subject = 'An order was refunded';
  const intro = `Hi ${plainName(firstName, 'there')}, ${refund.amount} of the order "${plainName(refund.description, 'an order', 200)}" was refunded to ${plainName(refund.buyerName, 'a customer')}. Your earnings show it.`;
  return essential(
    {
      to,
      subject,
      text: `${intro}\n\nYour earnings: ${url}\n`,
      html: layout(subject, [intro], { label: 'Open my earnings', url }, 'Questions? Reply to this e-mail.'),
    },
    'money',
  );
}

/** A payment Crafti could not use (the pieces sold out meanwhile, a commission no longer open) was refunded whole. */
export function unwantedRefundMail(
  to: string,
  firstName: string,
  refund: { why: string; amount: string },
  url: string,
): Mail {
  const subject = 'Your Crafti payment was refunded';
  const intro = `Hi ${plainName(firstName, 'there')}, we refunded your payment of ${refund.amount}. ${plainName(refund.why, '', 300)}`;
  const footnote =
    'Card refunds can take 5 to 10 banking days to show on your statement; e-wallet refunds usually arrive the same day.';
  return essential(
    {
      to,
      subject,
      text: `${intro}\n\nDetails: ${url}\n\n${footnote}\n`,
      html: layout(subject, [intro], { label: 'See the details', url }, footnote),
    },
    'money',
  );
}

/**
 * A moderation decision or an appeal's outcome (texts: shared/messages/moderation.ts
 * MODERATION_MAIL), with the link where the person reads or appeals it. The admin's reason is
 * in the text as written: the HTML part escapes it.
 */
export function moderationMail(
  to: string,
  mail: { subject: string; text: string },
  action: { label: string; url: string },
): Mail {
  return essential(
    {
      to,
      subject: mail.subject,
      text: `${mail.text}\n`,
      html: layout(
        mail.subject,
        mail.text.split('\n\n'),
        action,
        'You receive this e-mail because an admin decided on content of your Crafti account.',
      ),
    },
    'moderation',
  );
}

/**
 * A step of an order's way to its buyer (sold, shipped, ready for pickup, release coming, refund
 * asked, answered or decided), to whichever side it concerns: one intro, the facts as lines.
 */
export function orderStepMail(
  to: string,
  firstName: string,
  step: { subject: string; intro: string; lines?: string[]; footnote?: string },
  action: { label: string; url: string },
): Mail {
  const intro = `Hi ${plainName(firstName, 'there')}, ${step.intro}`;
  const lines = step.lines ?? [];
  const footnote = step.footnote ?? 'Questions? Reply to this e-mail.';
  return {
    to,
    subject: step.subject,
    text: `${intro}\n\n${lines.length ? `${lines.join('\n')}\n\n` : ''}${action.label}: ${action.url}\n\n${footnote}\n`,
    html: layout(step.subject, [intro, ...lines], action, footnote),
  };
}

/** The most lines a digest lists; the rest are counted. */
export const DIGEST_LINES = 10;

/**
 * What stayed unread for hours, as one mail instead of one per event (issue 50 §4): each distinct
 * notice once, with how many times it came ("New message from Ana Cruz (3)"), never a message's words.
 */
export function digestMail(to: string, firstName: string, notices: readonly string[], url: string): Mail {
  const counts = new Map<string, number>();
  for (const n of notices) counts.set(n, (counts.get(n) ?? 0) + 1);
  const distinct = [...counts].map(([text, n]) =>
    n > 1 ? `${plainName(text, '', 200)} (${n})` : plainName(text, '', 200),
  );
  const lines = distinct.slice(0, DIGEST_LINES);
  if (distinct.length > lines.length) lines.push(`…and ${distinct.length - lines.length} more.`);
  const total = notices.length;
  const subject = `You have ${total} unread notification${total === 1 ? '' : 's'} on Crafti`;
  const intro = `Hi ${plainName(firstName, 'there')}, this waited for you on Crafti:`;
  return {
    to,
    subject,
    text: `${intro}\n\n${lines.join('\n')}\n\nOpen Crafti: ${url}\n`,
    html: layout(
      subject,
      [intro, ...lines],
      { label: 'Open Crafti', url },
      'One e-mail for what stayed unread, not one for each.',
    ),
  };
}
