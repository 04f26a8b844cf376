export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
export const itemCount = (n: number) => plural(n, 'item', 'items');
export const place = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(', ');
export const initial = (name: string | null | undefined) => (name?.trim().charAt(0) || '?').toUpperCase();
