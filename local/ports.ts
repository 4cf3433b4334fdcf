/** The ports of a local platform whose origin is on `port`: its services take the next few. */
export const portsOf = (port: number) => ({ app: port, postgres: port + 2, s3: port + 3, zero: port + 4 });
