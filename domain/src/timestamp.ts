/** What the Admin SDK's and the web SDK's Timestamp share. */
export interface TimestampLike {
  toMillis(): number;
}
