import type { AuthResult, ChangeEmailRequest, LoginRequest, SignupRequest } from '@abialbum/contracts';
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

/** Mail: the server's message is what the screen says (one answer whether or not an account uses the address). */
export async function askPasswordLink(email: string): Promise<string> {
  return (await identityClient.forgotPassword(email)).message;
}

export async function setNewPassword(token: string, password: string): Promise<string> {
  return (await identityClient.resetPassword(token, password)).message;
}

export async function verifyEmailLink(token: string): Promise<string> {
  return (await identityClient.verifyEmail(token)).message;
}

export async function askVerificationLink(): Promise<string> {
  return (await identityClient.resendVerification()).message;
}

export async function askEmailChange(request: ChangeEmailRequest): Promise<string> {
  return (await identityClient.changeEmail(request)).message;
}
