import type { AuthResult, SignupRequest } from '@abialbum/contracts';
import { expectOk, type GatewayClient } from './gateway-client';
import type { Person } from './roster';

export interface Session {
  person: Person;
  userId: string;
  token: string;
}

/**
 * Signs a person up, or in when an earlier run already did. A blocked account (the admin step of an earlier
 * run) answers null: there is nothing left to do as that person.
 */
export async function signUpOrIn(api: GatewayClient, person: Person): Promise<Session | null> {
  const { name, email, password, phone, city, state, country } = person;
  const signup: SignupRequest = { name, email, password, phone, city, state, country };
  const created = await api.post<AuthResult>('/abialbum/users/signup', signup);
  if (created.status === 201 || created.status === 200) {
    const data = expectOk(created, `signup of ${email}`);
    console.log(`  signed up ${name} <${email}>`);
    return { person, userId: data.id, token: data.accessToken };
  }
  if (created.status !== 409) expectOk(created, `signup of ${email}`);
  const login = await api.post<AuthResult>('/abialbum/users/login', { loginType: 'email', email, password });
  if (login.status === 403 && login.body.code === 'USER_BLOCKED') {
    console.log(`  ${email} is blocked (by an earlier run): skipped`);
    return null;
  }
  const data = expectOk(login, `login of ${email}`);
  return { person, userId: data.id, token: data.accessToken };
}

/** Everyone in order (sign-up is rate-limited per address, so no bursts in parallel). */
export async function seedAccounts(api: GatewayClient, everyone: Person[]): Promise<Map<string, Session>> {
  const sessions = new Map<string, Session>();
  for (const person of everyone) {
    const session = await signUpOrIn(api, person);
    if (session) sessions.set(person.key, session);
  }
  return sessions;
}
