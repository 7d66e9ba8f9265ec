import { MODERATION_PATHS } from '@shared/schemas/moderation';
import { siteLink } from '../config';
import type { SideEffects } from '../db/transactions';
import { sendMail } from '../mail/mailer';
import { moderationMail } from '../mail/templates';
import { log, serializeError } from '../observability/log';
import * as Profiles from '../profiles/profiles';

/**
 * Telling the affected person: a notification written in the decision's transaction (pushed once
 * it committed, by the transaction's `fx`), and an e-mail once the decision is carried out.
 */
export class Telling {
  private mail: { subject: string; text: string } | undefined;
  private link = MODERATION_PATHS.mine as string;

  constructor(readonly userId: string | null) {}

  /** The notification's pieces for the decision's transaction (none without a person). */
  pieces(fx: SideEffects, what: { title: string; body: string }): object[] {
    if (!this.userId) return [];
    return fx.notify(this.userId, {
      type: 'system',
      message: `${what.title}: ${what.body}`,
      link: MODERATION_PATHS.mine,
    });
  }

  /** The e-mail to send after the commit, and the page its button opens. */
  mailing(mail: { subject: string; text: string }, link: string = MODERATION_PATHS.mine): void {
    this.mail = mail;
    this.link = link;
  }

  /** Once the decision is carried out: the mail; a failure is logged, the decision stands. */
  async send(): Promise<void> {
    if (!this.userId) return;
    try {
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
