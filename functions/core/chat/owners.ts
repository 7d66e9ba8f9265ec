import type { OwnersLoader } from '../actor';
import { pairOf } from './conversations';

/** A conversation is its two people's: its id names them, so nothing is read. */
export const ofConversation: OwnersLoader = async (conversationId) => pairOf(conversationId);
