import { identityClient } from '@abialbum/web-kit';

export async function loginAdmin(email: string, password: string) {
  return (await identityClient.adminLogin({ email, password })).data;
}
