/** SPEC section 2 "Alternative layout" and section 9: nine categories, ten languages. */
export const CATEGORIES = [
  'Social Album',
  'Village/Town',
  'Community',
  'City',
  'County',
  'State/Subregion',
  'Country',
  'Continent',
  'World',
] as const;

export type Category = (typeof CATEGORIES)[number];

/** Each category's name in the shell catalogue. */
export const CATEGORY_KEYS: Record<Category, string> = {
  'Social Album': 'category.socialAlbum',
  'Village/Town': 'category.villageTown',
  Community: 'category.community',
  City: 'category.city',
  County: 'category.county',
  'State/Subregion': 'category.stateSubregion',
  Country: 'category.country',
  Continent: 'category.continent',
  World: 'category.world',
};

/** The one category open for registration today; the others are announced. */
export const OPEN_CATEGORY: Category = 'Social Album';

/** The pop-up's title: 'Register Now' or 'Coming Soon' (a shell message key). */
export const categoryCallKey = (category: Category) => (category === OPEN_CATEGORY ? 'register.now' : 'register.soon');
