import { i18n } from '@abialbum/web-kit';

/**
 * SPEC 4: a rejection reason is optional and asked by prompt; cancelling the prompt aborts the rejection.
 * Returns null when cancelled, undefined for no reason, else the trimmed reason.
 */
export function askRejectionReason(): string | undefined | null {
  const answer = window.prompt(i18n.t('approvals.reasonPrompt', { ns: 'owner' }), '');
  if (answer === null) return null;
  return answer.trim() || undefined;
}
