/** The cost of one argon2id hash: memory in KiB, passes over it, lanes. */
export interface Argon2idParameters {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}
