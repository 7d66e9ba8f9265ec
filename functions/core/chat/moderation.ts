import { MODERATION_MESSAGES } from '@shared/messages/moderation';
import { db } from '../db/service';
import { isConditionalCheckFailure } from '../db/transactions';
import type { TargetDescription } from '../moderation/target-description';
import { pairOf } from './conversations';
import { PREVIEW_LENGTH } from './messages';

/**
 * Moderation of chat messages (issue 32): a message is named `<conversation_id>/<id>`. A hidden
 * message keeps its place in the conversation: its sender reads it with the reason, the other
 * person a placeholder (messages.ts `page`).
 */

function messageKey(id: string): { conversationId: string; messageId: string } | null {
  const slash = id.lastIndexOf('/');
  if (slash <= 0 || slash === id.length - 1) return null;
  return { conversationId: id.slice(0, slash), messageId: id.slice(slash + 1) };
}

export async function describe(id: string): Promise<TargetDescription | null> {
  const key = messageKey(id);
  if (!key) return null;
  const { data } = await db().entities.chatMessage.get(key).go();
  const pair = pairOf(key.conversationId);
  return data && pair ? { authorId: data.senderId, snippet: data.content.slice(0, 280), reporters: pair } : null;
}

/**
 * Hides or shows a message; one that is gone is left alone. When it is the conversation's last
 * message, the other person's list preview follows (the placeholder, or the message again).
 */
export async function setHidden(id: string, hidden: boolean): Promise<void> {
  const key = messageKey(id);
  if (!key) return;
  const { data: message } = await db().entities.chatMessage.get(key).go();
  if (!message) return;
  try {
    await db().entities.chatMessage.patch(key).set({ hidden }).go();
  } catch (err) {
    // ElectroDB's patch refuses an item that does not exist: deleted meanwhile.
    if (!isConditionalCheckFailure(err)) throw err;
    return;
  }
  const recipient = pairOf(key.conversationId)?.find((userId) => userId !== message.senderId);
  if (!recipient) return;
  const preview = hidden ? MODERATION_MESSAGES.hiddenPlaceholder : message.content.slice(0, PREVIEW_LENGTH);
  try {
    await db()
      .entities.chatMember.patch({ userId: recipient, conversationId: key.conversationId })
      .set({ lastMessage: preview })
      .where((attr, op) => op.eq(attr.lastMessageId, key.messageId))
      .go();
  } catch (err) {
    // A later message is the preview now (or the side is gone): nothing to change.
    if (!isConditionalCheckFailure(err)) throw err;
  }
}
