import { env } from './results';

const user = { name: 'Bench User', email: 'bench@abialbum.test', password: 'Bench@12345', city: 'Porto' };

interface Answer {
  success: boolean;
  data: { accessToken?: string } | null;
  message: string;
}

async function post(path: string, body: unknown): Promise<{ status: number; answer: Answer }> {
  const res = await fetch(`${env('GATEWAY_URL', 'http://127.0.0.1:8080')}/api/v1/abialbum${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, answer: (await res.json()) as Answer };
}

/** A real access token for the bench user, signing it up on first use. */
export async function benchToken(): Promise<string> {
  const signup = await post('/users/signup', user);
  if (signup.status !== 409 && signup.answer.data?.accessToken) return signup.answer.data.accessToken;
  const login = await post('/users/login', { loginType: 'email', email: user.email, password: user.password });
  const token = login.answer.data?.accessToken;
  if (!token) throw new Error(`bench user login answered ${login.status}: ${login.answer.message}`);
  return token;
}
