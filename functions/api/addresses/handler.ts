import { addressesContract } from '@shared/api/contract/addresses';
import * as AddressOwners from '../../core/addresses/owners';
import { httpHandler } from '../../lib/http';
import { addressRoutes } from './routes';

export const handler = httpHandler(addressesContract, addressRoutes, { address: AddressOwners.ofAddress });
