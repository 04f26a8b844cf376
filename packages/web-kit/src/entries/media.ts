// The `@abialbum/web-kit/media` entry (see ../media/index.ts for why it is not in the main barrel).
export * from '../media';
