/** The fields a change really sets: an absent optional field leaves the stored value alone. */
export const definedOnly = <T extends object>(changes: T): T =>
  Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as T;
