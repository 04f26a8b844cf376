import type { AuthResult, ChangeEmailRequest, EmailVerified, LoginRequest, SignupRequest } from '@abialbum/contracts';
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

/** Mail. Forgot password: one answer whether or not an account uses the address (the screen says it in its language). */
export async function askPasswordLink(email: string): Promise<void> {
  await identityClient.forgotPassword(email);
}

export async function setNewPassword(token: string, password: string): Promise<void> {
  await identityClient.resetPassword(token, password);
}

/** Opens an address link: the user as now, and whether the link changed the address (else it proved it). */
export async function verifyEmailLink(token: string): Promise<EmailVerified> {
  return (await identityClient.verifyEmail(token)).data;
}

export async function askVerificationLink(): Promise<void> {
  await identityClient.resendVerification();
}

export async function askEmailChange(request: ChangeEmailRequest): Promise<void> {
  await identityClient.changeEmail(request);
}
