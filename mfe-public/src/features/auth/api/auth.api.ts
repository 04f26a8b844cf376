import type { AuthResult, LoginRequest, SignupRequest } from '@abialbum/contracts';
import { identityClient } from '@abialbum/web-kit';

/** The identity calls these screens make; web-kit's client holds tokens, the 401 rule and errors. */
export async function loginUser(request: LoginRequest): Promise<AuthResult> {
  return (await identityClient.login(request)).data;
}

export async function signupUser(request: SignupRequest): Promise<AuthResult> {
  return (await identityClient.signup(request)).data;
}

export async function uploadProfileImage(file: File): Promise<string> {
  return (await identityClient.uploadProfileImage(file)).data.url;
}
