// The contract a back-office route names (/api/accounts/{id}/contracts/{contractId}/…).
import { entityId } from '@core/domain/ids';
import type { ApiEvent } from '../lib/http';
import { parseInput } from '../lib/input';

export const contractInPath = (event: ApiEvent): string => parseInput(event.pathParameters?.contractId, entityId);
