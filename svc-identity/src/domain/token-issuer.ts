import { randomUUID } from 'node:crypto';
import { createTokenVerifier, type Role, type TokenVerifier } from '@abialbum/service-kit';
import { createLocalJWKSet, SignJWT } from 'jose';
import { SIGNING_ALGORITHM, type KeyRing } from './signing-keys';

export interface AccessToken {
  accessToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
}

export interface TokenSettings {
  issuer: string;
  audience: string;
  ttlSeconds: number;
}

/** Signs access tokens and verifies them with the same public keys other services fetch from the JWKS. */
export class TokenIssuer {
  readonly verify: TokenVerifier;

  constructor(
    private readonly keys: KeyRing,
    private readonly settings: TokenSettings,
  ) {
    this.verify = createTokenVerifier(createLocalJWKSet(keys.jwks), settings.issuer, settings.audience);
  }

  get jwks() {
    return this.keys.jwks;
  }

  async issue(subject: string, role: Role): Promise<AccessToken> {
    const accessToken = await new SignJWT({ role })
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: this.keys.kid, typ: 'JWT' })
      .setSubject(subject)
      .setIssuer(this.settings.issuer)
      .setAudience(this.settings.audience)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(`${this.settings.ttlSeconds}s`)
      .sign(this.keys.privateKey);
    return { accessToken, expiresIn: this.settings.ttlSeconds };
  }
}
