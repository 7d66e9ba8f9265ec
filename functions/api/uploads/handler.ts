import { uploadsContract } from '@shared/api/contract/uploads';
import { httpHandler } from '../../lib/http';
import { uploadRoutes } from './routes';

export const handler = httpHandler(uploadsContract, uploadRoutes);
