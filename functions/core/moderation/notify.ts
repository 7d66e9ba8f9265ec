import type { Notification } from '@shared/schemas/notifications';
import { MODERATION_PATHS } from '@shared/schemas/moderation';
import { siteLink } from '../config';
import type { TransactionEntities } from '../db/service';
import { sendMail } from '../mail/mailer';
import { moderationMail } from '../mail/templates';
import * as Notifications from '../notifications/notifications';
import { log, serializeError } from '../observability/log';
import * as Profiles from '../profiles/profiles';

/**
 * Telling the affected person: a notification written in the decision's transaction, pushed and
 * e-mailed once it committed. Collects what to send while the transaction is built.
 */
export class Telling {
  private notification: Notification | undefined;
  private mail: { subject: string; text: string } | undefined;
  private link = MODERATION_PATHS.mine as string;

  constructor(readonly userId: string | null) {}

  /** The notification's pieces for the decision's transaction (none without a person). */
  pieces(tx: TransactionEntities, what: { title: string; body: string }): object[] {
    if (!this.userId) return [];
    const made = Notifications.notifyPieces(tx, this.userId, {
      type: 'system',
      message: `${what.title}: ${what.body}`,
      link: MODERATION_PATHS.mine,
    });
    this.notification = made.notification;
    return made.pieces;
  }

  /** The e-mail to send after the commit, and the page its button opens. */
  mailing(mail: { subject: string; text: string }, link: string = MODERATION_PATHS.mine): void {
    this.mail = mail;
    this.link = link;
  }

  /** After the commit: push and mail; a failure is logged, the decision stands. */
  async send(): Promise<void> {
    if (!this.userId) return;
    try {
      if (this.notification) await Notifications.push(this.userId, this.notification);
      const profile = this.mail ? await Profiles.get(this.userId) : null;
      if (profile && this.mail)
        await sendMail(moderationMail(profile.email, this.mail, { label: 'Open Crafti', url: siteLink(this.link) }));
    } catch (err) {
      log.error('moderation notice failed', { error: serializeError(err) });
    }
  }
}

export const mineUrl = () => siteLink(MODERATION_PATHS.mine);
export const suspensionAppealPath = (token: string) =>
  `${MODERATION_PATHS.suspensionAppeal}?token=${encodeURIComponent(token)}`;
