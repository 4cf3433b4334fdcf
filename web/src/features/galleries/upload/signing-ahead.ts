// Presigned POSTs for the files waiting their turn, asked for ahead and in batches (POST
// /api/upload signs many files a call). Signing each file just before sending it made every slot
// wait on the API (100–250 ms on a busy machine) between two files, so the slots went in waves;
// now a slot that frees finds its next file signed. A signature is used once, and only while
// fresh: the API signs for 15 minutes (functions/lib/storage/stored-files.ts).
import type { PresignedPost } from '@web/src/lib/presigned-upload';
import { ApiError } from '@web/src/lib/api';
import { isUsageRefusal } from './upload-items';

/** A file as the API is asked to sign it. */
export type Declared = { clientId: string; name: string; size: number; type: string };
/** The API's answer for one file: where to send it, or the code it refused it with. */
export type Signature = PresignedPost | { refused: string };
type Answers = ReadonlyMap<string, Signature>;
type SignBatch = (files: readonly Declared[]) => Promise<Answers>;

/** Files signed in one call: enough for several files per slot, a small answer still. */
const BATCH = 32;
/** Below this many signed ahead, the next batch is asked for while the slots send. */
const LOW_WATER = 12;
/** A signature older than this is asked for again: 5 of its 15 minutes left for the sending. */
const FRESH_MS = 10 * 60_000;

/** Answers of a call for files signed ahead: undefined when it failed (each then asks on its turn). */
type Ahead = { at: number; answers: Promise<Answers | undefined> };

export class SigningAhead {
  private readonly ahead = new Map<string, Ahead>();
  /** Files that took a signature: never signed ahead again (a retry asks for its own). */
  private readonly taken = new Set<string>();
  /**
   * Once the studio's limit refused a batch, files are signed one at a time: the files that fit
   * go, and the one past the limit is refused alone, as before any was signed ahead.
   */
  private oneByOne = false;

  constructor(
    private readonly signBatch: SignBatch,
    /** The files waiting to be sent as one POST, in the order they go (listed as they are read). */
    private readonly waiting: () => Iterable<Declared>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The signature `file` is sent with: signed ahead when it is, else now with the files after it. */
  async signatureFor(file: Declared): Promise<Signature> {
    const ahead = this.ahead.get(file.clientId);
    this.ahead.delete(file.clientId);
    this.taken.add(file.clientId);
    const early = ahead && this.isFresh(ahead) ? (await ahead.answers)?.get(file.clientId) : undefined;
    if (early) {
      this.topUp();
      return early;
    }
    const answer = (await this.signNow(file)).get(file.clientId);
    if (!answer) throw new Error('no signature');
    return answer;
  }

  private async signNow(file: Declared): Promise<Answers> {
    const files = this.oneByOne ? [file] : [file, ...this.unsigned(file.clientId).slice(0, BATCH - 1)];
    try {
      return await this.request(files, file.clientId);
    } catch (error) {
      if (files.length === 1 || !(error instanceof ApiError && isUsageRefusal(error.code))) throw error;
      this.oneByOne = true;
      return this.request([file], file.clientId);
    }
  }

  /**
   * Asks for the next batch when the slots are about to run out of signed files. It runs for every
   * file sent, so it goes through the files waiting once, and only as far as it needs to.
   */
  private topUp(): void {
    if (this.oneByOne) return;
    let signed = 0;
    const next: Declared[] = [];
    for (const file of this.waiting()) {
      if (this.taken.has(file.clientId)) continue;
      if (this.isFresh(this.ahead.get(file.clientId))) {
        if (++signed >= LOW_WATER) return;
      } else if (next.length < BATCH) next.push(file);
    }
    if (next.length > 0) void this.request(next).catch(() => {});
  }

  /** Files waiting with no fresh signature, but `except`. */
  private unsigned(except?: string): Declared[] {
    return Array.from(this.waiting()).filter(
      (file) =>
        file.clientId !== except && !this.taken.has(file.clientId) && !this.isFresh(this.ahead.get(file.clientId)),
    );
  }

  /** Signs `files`; all but the one asking, if any, are kept for their turn. */
  private request(files: readonly Declared[], asking?: string): Promise<Answers> {
    const answers = this.signBatch(files);
    const kept: Ahead = { at: this.now(), answers: answers.catch(() => undefined) };
    for (const file of files) if (file.clientId !== asking) this.ahead.set(file.clientId, kept);
    return answers;
  }

  private isFresh(ahead: Ahead | undefined): ahead is Ahead {
    return ahead !== undefined && this.now() - ahead.at < FRESH_MS;
  }
}
