/** The limits on sign-in and sign-up attempts live in the kit (svc-albums limits a share link's password with them). */
export { AttemptLimits, DEFAULT_ATTEMPT_LIMITS, type AttemptLimitSettings } from '@abialbum/service-kit';
