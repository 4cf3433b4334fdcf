// What the upload panel shows of each file, whatever sends it (gallery-uploads.ts, with Uppy):
// its status, the bytes sent, and why it failed when it did.
import { photoFileProblems, type PhotoFileProblem } from './photo-files';

/**
 * `missing`: restored after a reload without its bytes (the browser keeps a file's bytes only so
 * far): it goes once the photographer chooses it again.
 */
export type UploadStatus =
  'queued' | 'missing' | 'uploading' | 'processing' | 'retrying' | 'done' | 'failed' | 'cancelled';

/**
 * Why the studio takes no photos for now (docs/decisions/pay-per-use.md): its allowance or cap
 * is reached, or an invoice is unpaid. An owner can change that in Usage, then retry.
 */
export const usageRefusals = ['usage_limit_reached', 'billing_past_due'] as const;
export type UsageRefusal = (typeof usageRefusals)[number];

export function isUsageRefusal(code: string | undefined): code is UsageRefusal {
  return (usageRefusals as readonly (string | undefined)[]).includes(code);
}

/**
 * Why a file failed: a problem with the file itself (retrying cannot help), the studio's limit
 * (retrying helps once an owner lifted it), or anything else.
 */
export type UploadFailure = PhotoFileProblem | UsageRefusal | 'failed';

/** The failure a server's refusal code stands for. */
export function failureOf(code: string): UploadFailure {
  return isFileProblem(code) || isUsageRefusal(code) ? code : 'failed';
}

export type UploadItem = {
  readonly id: string;
  readonly name: string;
  readonly size: number;
  readonly status: UploadStatus;
  /** Bytes sent so far in the current attempt. */
  readonly loaded: number;
  /** 1 for the first try. */
  readonly attempt: number;
  readonly failure?: UploadFailure;
};

/** A failure that retrying will not fix, with the reason to show. */
export class PermanentUploadError extends Error {
  readonly failure: UploadFailure;
  constructor(failure: UploadFailure) {
    super(failure);
    this.name = 'PermanentUploadError';
    this.failure = failure;
  }
}

export function isFileProblem(code: string): code is PhotoFileProblem {
  return (photoFileProblems as readonly string[]).includes(code);
}

const finished: readonly UploadStatus[] = ['done', 'failed', 'cancelled'];

export function isFinished(item: UploadItem): boolean {
  return finished.includes(item.status);
}

/** Failed or cancelled for a reason another try could fix. */
export function isRetryable(item: UploadItem): boolean {
  return (item.status === 'failed' || item.status === 'cancelled') && !(item.failure && isFileProblem(item.failure));
}

/** Failed for a reason another try could fix: what "Retry failed" sends again, never a cancelled file. */
export function isRetryableFailure(item: UploadItem): boolean {
  return item.status === 'failed' && isRetryable(item);
}
