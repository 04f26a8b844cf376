/** '1 follower', '3 followers'. */
export const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
