export * from './http/envelope';
export * from './http/user.schemas';
export * from './events/envelope';
export * from './events/user.events';
export * from './events/catalogue';
export * from './http/album.schemas';
export * from './events/album.events';
export * from './http/upload.schemas';
