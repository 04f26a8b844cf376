/** The crowd of demo followers: who they are (names and places are made up, deterministically). */
const FIRST = [
  'Aisha', 'Ben', 'Carla', 'Dmitri', 'Elif', 'Farah', 'Gustavo', 'Hiro', 'Isla', 'Jonas', 'Kavya', 'Lena', 'Marco', 'Nadia', 'Omar',
  'Paula', 'Quentin', 'Rosa', 'Samir', 'Tara', 'Umar', 'Vera', 'Wei', 'Ximena', 'Yusuf', 'Zoe', 'Arjun', 'Beatriz', 'Chen', 'Daniela',
];
const LAST = [
  'Becker', 'Silva', 'Nguyen', 'Kowalski', 'Haddad', 'Andersen', 'Moreau', 'Tanaka', 'Garcia', 'Okoye',
  'Petrov', 'Rahman', 'Schulz', 'Costa', 'Lindqvist', 'Mensah', 'Dubois', 'Yilmaz', 'Kim', 'Murphy', 'Ferreira', 'Ivanova', 'Sato',
];
const PLACES: Array<[string, string]> = [
  ['Berlin', 'Germany'], ['São Paulo', 'Brazil'], ['Hanoi', 'Vietnam'], ['Kraków', 'Poland'], ['Beirut', 'Lebanon'], ['Copenhagen', 'Denmark'],
  ['Marseille', 'France'], ['Osaka', 'Japan'], ['Valencia', 'Spain'], ['Accra', 'Ghana'], ['Toronto', 'Canada'], ['Melbourne', 'Australia'],
  ['Austin', 'United States'], ['Cape Town', 'South Africa'], ['Seoul', 'South Korea'], ['Dublin', 'Ireland'], ['Istanbul', 'Turkey'],
];

export const CROWD_PASSWORD = 'Demo@12345';

export interface CrowdMember {
  name: string;
  email: string;
  city: string;
  country: string;
}

/** follower001@abialbum.test ... the n-th member of the crowd (1-based), the same on every run. */
export function crowdMember(n: number): CrowdMember {
  const [city, country] = PLACES[(n * 5) % PLACES.length] as [string, string];
  return {
    name: `${FIRST[n % FIRST.length]} ${LAST[(n * 7 + Math.floor(n / FIRST.length)) % LAST.length]}`,
    email: `follower${String(n).padStart(3, '0')}@abialbum.test`,
    city,
    country,
  };
}
