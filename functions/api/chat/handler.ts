import { chatContract } from '@shared/api/contract/chat';
import { httpHandler } from '../../lib/http';
import { chatRoutes } from './routes';

export const handler = httpHandler(chatContract, chatRoutes);
