// s3rver ships no types; this declares the part the local platform uses.
declare module 's3rver' {
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      directory: string;
      silent?: boolean;
      configureBuckets?: { name: string; configs?: string[] }[];
    });
    run(): Promise<unknown>;
    close(): Promise<void>;
  }
}
