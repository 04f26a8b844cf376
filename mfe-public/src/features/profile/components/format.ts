export const place = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(', ');
export const initial = (name: string | null | undefined) => (name?.trim().charAt(0) || '?').toUpperCase();
