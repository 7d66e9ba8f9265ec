import { verificationContract } from '@shared/api/contract/verification';
import { httpHandler } from '../../lib/http';
import { verificationRoutes } from './routes';

export const handler = httpHandler(verificationContract, verificationRoutes);
