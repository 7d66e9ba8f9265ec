import { chatContract } from '@shared/api/contract/chat';
import * as ChatOwners from '../../core/chat/owners';
import { httpHandler } from '../../lib/http';
import { chatRoutes } from './routes';

export const handler = httpHandler(chatContract, chatRoutes, { conversation: ChatOwners.ofConversation });
