import * as client from 'openid-client';
import { z } from 'zod';
import { nextPathSchema, SELF_SERVICE_ROLES } from '#common/auth.ts';
import type { ExternalProfile } from './service.ts';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** What must survive the trip to the identity provider: kept in a signed, short-lived cookie. */
export const loginFlowSchema = z.object({
  state: z.string().min(1),
  verifier: z.string().min(1),
  role: z.enum(SELF_SERVICE_ROLES),
  next: nextPathSchema.optional(),
});
export type LoginFlow = z.output<typeof loginFlowSchema>;

const SCOPE = 'openid email profile';
const TIMEOUT_SECONDS = 10;

/**
 * The OpenID Connect authorization-code flow with PKCE and state. The provider's metadata is
 * discovered on first use and kept; a failed discovery is retried on the next login.
 */
export function createOidcLogin(settings: OidcSettings) {
  let configuration: Promise<client.Configuration> | undefined;

  const configure = () => {
    configuration ??= client
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        timeout: TIMEOUT_SECONDS,
        execute: isLoopbackHttp(settings.issuer) ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  return {
    /** The provider's authorization URL to send the browser to, and the flow to remember. */
    async start(redirectUri: string, role: LoginFlow['role'], next: string | undefined) {
      const config = await configure();
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state,
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      });
      const flow: LoginFlow = { state, verifier, role, ...(next ? { next } : {}) };
      return { url, flow };
    },

    /** Redeems the code the provider sent back (checking state and PKCE) for the person's profile. */
    async finish(callbackUrl: URL, flow: LoginFlow): Promise<ExternalProfile> {
      const config = await configure();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('the provider returned no ID token');
      // Providers may put e-mail and picture in the ID token or only behind userinfo.
      const userInfo = config.serverMetadata().userinfo_endpoint
        ? await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)
        : {};
      return toProfile({ ...idClaims, ...userInfo, sub: idClaims.sub });
    },
  };
}

export type OidcLogin = ReturnType<typeof createOidcLogin>;

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional().catch(undefined),
  email_verified: z
    .union([z.boolean(), z.literal('true')])
    .optional()
    .catch(undefined),
  given_name: z.string().optional().catch(undefined),
  family_name: z.string().optional().catch(undefined),
  picture: z.string().optional().catch(undefined),
});

function toProfile(claims: Record<string, unknown>): ExternalProfile {
  const c = claimsSchema.parse(claims);
  return {
    subject: c.sub,
    email: c.email,
    isEmailVerified: c.email_verified === true || c.email_verified === 'true',
    firstName: c.given_name?.trim().slice(0, 100) || undefined,
    lastName: c.family_name?.trim().slice(0, 100) || undefined,
    pictureUrl: isHttpsUrl(c.picture) ? c.picture : undefined,
  };
}

/** The CSP allows only https images, and anything else in an <img src> is suspect. */
function isHttpsUrl(value: string | undefined): value is string {
  if (!value) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Plain http is accepted only for a provider on this machine (tests, local development). */
function isLoopbackHttp(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}
