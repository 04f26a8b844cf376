// The `@abialbum/web-kit/media` entry (see src/media/index.ts for why it is not in the main barrel).
export * from './src/media';
