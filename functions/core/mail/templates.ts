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
</td></tr></table></td></tr></table></body></html>`;
}

/** Sent to an address nobody has proven yet, so it carries nothing the registrant typed. */
export function confirmationMail(to: string, url: string): Mail {
  const subject = 'Confirm your Crafti account';
  const intro = `Welcome to Crafti! Please confirm your email address to finish setting up your account.`;
  const footnote =
    'This link works once and expires in 24 hours. If you did not sign up for Crafti, you can ignore this email.';
  return {
    to,
    subject,
    text: `${intro}\n\nConfirm your account: ${url}\n\n${footnote}\n`,
    html: layout(subject, [intro], { label: 'Confirm my account', url }, footnote),
  };
}

export function passwordResetMail(to: string, firstName: string, url: string): Mail {
  const subject = 'Reset your Crafti password';
  const intro = `Hi ${plainName(firstName, 'there')}, we received a request to reset the password of your Crafti account.`;
  const footnote =
    'This link works once and expires in 1 hour. If you did not ask for it, you can ignore this email; your password stays the same.';
  return {
    to,
    subject,
    text: `${intro}\n\nChoose a new password: ${url}\n\n${footnote}\n`,
    html: layout(subject, [intro], { label: 'Choose a new password', url }, footnote),
  };
}

/** Sent to the new address: following it proves the person owns it. */
export function emailChangeMail(to: string, url: string): Mail {
  const subject = 'Confirm your new Crafti e-mail address';
  const intro =
    'Someone asked to use this address for a Crafti account. Follow the link to confirm it; the account then signs in with this address.';
  const footnote =
    'This link works once and expires in 24 hours. If you did not ask for this, you can ignore this email.';
  return {
    to,
    subject,
    text: `${intro}\n\nConfirm this address: ${url}\n\n${footnote}\n`,
    html: layout(subject, [intro], { label: 'Confirm this address', url }, footnote),
  };
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
  return {
    to,
    subject,
    text: `${intro}\n\n${undo}\n\nUndo the change: ${undoUrl}\n\n${footnote}\n`,
    html: layout(subject, [intro, undo], { label: 'Undo the change', url: undoUrl }, footnote),
  };
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
  return {
    to,
    subject,
    text: `${intro}\n\n${lines.join('\n')}\n\n${totals.join('\n')}\n\nYour orders: ${url}\n\n${footnote}\n`,
    html: layout(subject, [intro, ...lines, ...totals], { label: 'See my orders', url }, footnote),
  };
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
  return {
    to,
    subject,
    text: `${intro}\n\nYour orders: ${url}\n\n${footnote}\n`,
    html: layout(subject, [intro], { label: 'Open my orders', url }, footnote),
  };
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
  return {
    to,
    subject,
    text: `${intro}\n\nYour earnings: ${url}\n`,
    html: layout(subject, [intro], { label: 'Open my earnings', url }, 'Questions? Reply to this e-mail.'),
  };
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
  return {
    to,
    subject,
    text: `${intro}\n\nDetails: ${url}\n\n${footnote}\n`,
    html: layout(subject, [intro], { label: 'See the details', url }, footnote),
  };
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
  return {
    to,
    subject: mail.subject,
    text: `${mail.text}\n`,
    html: layout(
      mail.subject,
      mail.text.split('\n\n'),
      action,
      'You receive this e-mail because an admin decided on content of your Crafti account.',
    ),
  };
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
