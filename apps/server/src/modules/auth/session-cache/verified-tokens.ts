/** What an access token names, once its signature was checked. */
export interface AccessClaims {
  sub: string;
  sid: string;
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

/**
 * Access tokens whose signature was already verified, by the exact token string: a client sends the same
 * token for up to 15 minutes, and verifying it again (jose runs HMAC through WebCrypto) cost more than the
 * rest of an authenticated request. A different string is verified afresh; expiry is checked on every use.
 * Bounded: the oldest entries go first.
 */
export function createVerifiedTokens(maxEntries = 20_000) {
  const verified = new Map<string, AccessClaims>();
  return {
    get(token: string): AccessClaims | undefined {
      const claims = verified.get(token);
      if (!claims) return undefined;
      if (claims.exp * 1000 > Date.now()) return claims;
      verified.delete(token);
      return undefined;
    },
    put(token: string, claims: AccessClaims) {
      if (verified.size >= maxEntries) {
        const [oldest] = verified.keys();
        if (oldest !== undefined) verified.delete(oldest);
      }
      verified.set(token, claims);
    },
  };
}
