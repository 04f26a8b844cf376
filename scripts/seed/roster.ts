/** The demo people and their albums. Emails are the keys that make every step safe to run again. */
export interface SectionPlan {
  title: string;
  description: string;
  isSharedAlbum: boolean;
}

export interface Person {
  key: string;
  name: string;
  email: string;
  password: string;
  phone?: string;
  city: string;
  state?: string;
  country: string;
  /** Background colours of this person's pictures (and avatar). */
  palette: [string, string];
  album: { title: string; description: string; isPublic: boolean; sections: SectionPlan[] };
  /** Set on the two accounts the admin acts on. */
  moderation?: 'block-user' | 'block-album';
}

const section = (title: string, description: string, isSharedAlbum = false): SectionPlan => ({ title, description, isSharedAlbum });
const person = (p: Omit<Person, 'email'> & { email?: string }): Person => ({ ...p, email: p.email ?? `${p.key}@abialbum.test` });

export const demo = person({
  key: 'demo', name: 'Demo User', email: 'demo@abialbum.test', password: 'Demo@12345', city: 'Lisbon', country: 'Portugal', palette: ['#f4a259', '#5b8e7d'],
  album: {
    title: 'Lisbon Light', isPublic: true,
    description: 'Seven hills, yellow trams and the softest evening light in Europe: a year of weekends in Lisbon.',
    sections: [
      section('Alfama Alleys', 'Laundry lines, azulejos and fado drifting out of doorways.', true),
      section('Tram 28', 'The old yellow tram rattling up to Graça and back.'),
      section('Sunset at the Miradouros', 'Every viewpoint in town, at golden hour.', true),
      section('Pastel de Nata Hunt', 'Ranking custard tarts, one bakery at a time.'),
    ],
  },
});

export const people: Person[] = [
  person({
    key: 'ingrid.solberg', name: 'Ingrid Solberg', password: 'Ingrid@2025', phone: '4791234567', city: 'Tromsø', state: 'Troms', country: 'Norway', palette: ['#0b3d59', '#3fb68b'],
    album: { title: 'Aurora Nights', isPublic: true, description: 'Chasing the northern lights above the Arctic Circle, one cold clear night at a time.', sections: [
      section('Northern Lights', 'Green curtains over the fjord, shot between October and March.', true),
      section('Fjords in Winter', 'Blue hour on frozen water.'),
      section('Midnight Sun', 'Summer nights that never get dark.', true),
    ] },
  }),
  person({
    key: 'kenji.watanabe', name: 'Kenji Watanabe', password: 'Kenji@2025', phone: '819012345678', city: 'Kyoto', country: 'Japan', palette: ['#c94f7c', '#f7d6e0'],
    album: { title: 'Kyoto Through the Seasons', isPublic: true, description: 'Temples, gardens and quiet streets of the old capital across four seasons.', sections: [
      section('Cherry Blossoms', 'Hanami along the Philosopher\'s Path.', true),
      section('Temple Gardens', 'Moss, raked gravel and stillness.'),
      section('Autumn Leaves', 'Momiji season at Tofuku-ji.'),
      section('Snow on the Pagodas', 'The rare snowy mornings.'),
    ] },
  }),
  person({
    key: 'amara.okafor', name: 'Amara Okafor', password: 'Amara@2025', city: 'Lagos', state: 'Lagos State', country: 'Nigeria', palette: ['#f2c14e', '#d1495b'],
    album: { title: 'Lagos Street Life', isPublic: true, description: 'Markets, music and the endless energy of Lagos.', sections: [
      section('Balogun Market', 'Fabric, colour and bargaining.'),
      section('Lekki at Dusk', 'The bridge lights coming on.', true),
      section('Portraits', 'Faces of the city, with their permission.'),
    ] },
  }),
  person({
    key: 'lucia.fernandez', name: 'Lucía Fernández', password: 'Lucia@2025', city: 'Seville', state: 'Andalusia', country: 'Spain', palette: ['#9e2a2b', '#e09f3e'],
    album: { title: 'Flamenco and Festivals', isPublic: true, description: 'Feria de Abril, Semana Santa and late-night flamenco in Triana.', sections: [
      section('Feria de Abril', 'A week of casetas and sevillanas.', true),
      section('Triana Nights', 'Tablaos after midnight.'),
    ] },
  }),
  person({
    key: 'mateus.costa', name: 'Mateus Costa', password: 'Mateus@2025', city: 'Rio de Janeiro', state: 'RJ', country: 'Brazil', palette: ['#009c3b', '#ffdf00'],
    album: { title: 'Carnival Diaries', isPublic: true, description: 'Five days of samba, blocos and glitter in Rio.', sections: [
      section('Sambódromo', 'The parade of the samba schools.', true),
      section('Street Blocos', 'Neighbourhood parties from dawn.', true),
      section('Costume Workshop', 'Months of sewing for one night.'),
    ] },
  }),
  person({
    key: 'priya.raman', name: 'Priya Raman', password: 'Priya@2025', city: 'Chennai', state: 'Tamil Nadu', country: 'India', palette: ['#ff9f1c', '#2ec4b6'],
    album: { title: 'Grandma\'s Kitchen', isPublic: true, description: 'Family recipes from Chennai, written down before they are forgotten.', sections: [
      section('Breakfasts', 'Idli, dosa and filter coffee.'),
      section('Festival Sweets', 'Diwali and Pongal specials.', true),
      section('Spice Box', 'What goes into everything.'),
    ] },
  }),
  person({
    key: 'oliver.bennett', name: 'Oliver Bennett', password: 'Oliver@2025', city: 'Edinburgh', state: 'Scotland', country: 'United Kingdom', palette: ['#4a6fa5', '#c0d6df'],
    album: { title: 'Highland Hikes', isPublic: true, description: 'Munros, bothies and sideways rain across the Scottish Highlands.', sections: [
      section('Munro Bagging', 'Summits over 3,000 feet.'),
      section('Glencoe', 'The most dramatic glen in Scotland.', true),
      section('Isle of Skye', 'The Old Man of Storr and the Quiraing.'),
      section('Bothy Nights', 'Fires, maps and drams.'),
      section('Wildlife', 'Red deer, eagles and one very bold midge.'),
    ] },
  }),
  person({
    key: 'sofia.rossi', name: 'Sofia Rossi', password: 'Sofia@2025', city: 'Florence', state: 'Tuscany', country: 'Italy', palette: ['#b5651d', '#f6e7cb'],
    album: { title: 'Renaissance Rooftops', isPublic: true, description: 'Florence from above: domes, towers and terracotta at every hour.', sections: [
      section('Il Duomo', 'Brunelleschi\'s dome from every angle.', true),
      section('Tuscan Hills', 'Day trips to Fiesole and Chianti.'),
    ] },
  }),
  person({
    key: 'liam.oconnor', name: 'Liam O\'Connor', password: 'Liam@2025', city: 'Galway', country: 'Ireland', palette: ['#2a9d8f', '#e9c46a'],
    album: { title: 'Wild Atlantic Way', isPublic: true, description: 'Driving 2,500 km of Irish coastline in an old camper van.', sections: [
      section('Cliffs of Moher', 'Wind, gulls and a 200 m drop.', true),
      section('Connemara', 'Bogs, stone walls and ponies.'),
      section('Trad Sessions', 'Pubs where the music starts at ten.'),
    ] },
  }),
  person({
    key: 'diego.alvarez', name: 'Diego Álvarez', password: 'Diego@2025', city: 'Mexico City', state: 'CDMX', country: 'Mexico', palette: ['#e63946', '#457b9d'],
    album: { title: 'Street Murals of CDMX', isPublic: true, description: 'The walls of Mexico City as an open-air gallery, from Roma to Tepito.', sections: [
      section('Roma Norte', 'New murals every month.', true),
      section('Coyoacán', 'Colour around Frida\'s neighbourhood.'),
      section('Día de Muertos', 'Altars and calaveras on the walls.', true),
    ] },
  }),
  person({
    key: 'hana.novak', name: 'Hana Novák', password: 'Hana@2025', city: 'Prague', country: 'Czech Republic', palette: ['#ffffff', '#c9ada7'],
    album: { title: 'Hana and Tomáš: Our Wedding', isPublic: false, description: 'Family only: the ceremony, the party and the morning after.', sections: [
      section('Ceremony', 'Vows at the Vrtba Garden.'),
      section('The Party', 'Dancing until three.', true),
    ] },
  }),
  person({
    key: 'chloe.martin', name: 'Chloé Martin', password: 'Chloe@2025', city: 'Lyon', state: 'Auvergne-Rhône-Alpes', country: 'France', palette: ['#ffafcc', '#a2d2ff'],
    album: { title: 'Léa\'s First Year', isPublic: false, description: 'For grandparents and godparents: our daughter\'s first twelve months.', sections: [
      section('First Weeks', 'Tiny hands and very little sleep.'),
      section('First Steps', 'Month eleven, finally.'),
      section('Birthday', 'One candle, a lot of cake.', true),
    ] },
  }),
];

/** The admin blocks the first account, and the album of the second (SPEC "Admin"). */
export const moderated: Person[] = [
  person({
    key: 'victor.hale', name: 'Victor Hale', password: 'Victor@2025', city: 'Las Vegas', state: 'Nevada', country: 'United States', palette: ['#333333', '#999999'], moderation: 'block-user',
    album: { title: 'Luxury Watches Cheap', isPublic: true, description: 'Replica deals, message me for prices. (Blocked by the admin as spam.)', sections: [section('Deals', 'Every listing.'), section('Reviews', 'Totally real reviews.')] },
  }),
  person({
    key: 'dana.kerr', name: 'Dana Kerr', password: 'Dana@2025', city: 'Phoenix', state: 'Arizona', country: 'United States', palette: ['#6d597a', '#b56576'], moderation: 'block-album',
    album: { title: 'Celebrity Photo Dump', isPublic: true, description: 'Pictures copied from elsewhere without permission. (Album blocked by the admin.)', sections: [section('Red Carpet', 'Copied.'), section('Paparazzi', 'Copied too.')] },
  }),
];

/** Everyone who signs up through the gateway, the demo user first. */
export const everyone: Person[] = [demo, ...people, ...moderated];
