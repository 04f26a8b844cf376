import { type SignupRequest } from '@abialbum/contracts';
import { type GatewayClient } from './gateway-client';

export const demoUser = {
  name: 'Demo User',
  email: 'demo@abialbum.test',
  password: 'Demo@12345',
  city: 'Lisbon',
  country: 'Portugal',
} satisfies SignupRequest;

/** Signs the demo user up; a 409 means a previous seed already did. */
export async function seedDemoUser(api: GatewayClient): Promise<void> {
  const answer = await api.post('/abialbum/users/signup', demoUser);
  if (answer.status === 409) {
    console.log(`demo user ${demoUser.email} already exists`);
    return;
  }
  if (answer.status !== 200 && answer.status !== 201) {
    throw new Error(`signup of ${demoUser.email} answered ${answer.status}: ${answer.body.message}`);
  }
  console.log(`demo user ${demoUser.email} created`);
}
