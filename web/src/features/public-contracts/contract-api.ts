// What a client does to their contract by its link: sign it (functions/client-documents/sign-contract.ts).
import { z } from 'zod/mini';
import type { SignContractBody } from '@core/domain/contract';
import { createApiClient } from '../../lib/api';
import { studioApiPath } from '../../components/public/public-studio';
import type { SignOutcome } from '../../components/public/contract-signing';

const api = createApiClient();

const signAnswer = z.object({ status: z.enum(['signed', 'completed', 'void']) });

/** Signs the contract; answers its status now: `completed` when the studio countersigns at once. */
export function signContract(slug: string, token: string, body: SignContractBody): Promise<SignOutcome> {
  return api.post(`${studioApiPath(slug)}/contracts/${encodeURIComponent(token)}/sign`, body, signAnswer);
}

/** Where the contract's PDF downloads from: sealed once both have signed. */
export const contractPdfHref = (token: string) => `/api/contract-links/${encodeURIComponent(token)}/pdf`;
