/** The attempt counters live in the kit (svc-albums counts a share link's wrong passwords with them). */
export { AttemptStore, type AttemptRecord } from '@abialbum/service-kit';
