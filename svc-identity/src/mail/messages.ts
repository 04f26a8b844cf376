/** The texts of identity's mails (plain text, short; the links open pages of the public front end). */

export const RESET_LINK_MINUTES = 30;
export const VERIFY_LINK_HOURS = 24;

export interface MailText {
  subject: string;
  text: string;
}

export const resetPasswordMail = (link: string): MailText => ({
  subject: 'Reset your AbiAlbum password',
  text: [
    'Someone asked to reset the password of your AbiAlbum account.',
    `To choose a new password, open this link within ${RESET_LINK_MINUTES} minutes:`,
    '',
    link,
    '',
    'If it was not you, ignore this email: your password stays as it is.',
  ].join('\n'),
});

export const verifyEmailMail = (link: string): MailText => ({
  subject: 'Verify your email address',
  text: [
    'Welcome to AbiAlbum!',
    `Please confirm that this is your email address by opening this link within ${VERIFY_LINK_HOURS} hours:`,
    '',
    link,
    '',
    'If you did not create an account, ignore this email.',
  ].join('\n'),
});

export const confirmNewEmailMail = (link: string): MailText => ({
  subject: 'Confirm your new email address',
  text: [
    'You asked to use this address for your AbiAlbum account.',
    `To confirm it, open this link within ${VERIFY_LINK_HOURS} hours:`,
    '',
    link,
    '',
    'If it was not you, ignore this email: nothing changes.',
  ].join('\n'),
});

export const emailChangedNotice = (newEmail: string, forgotLink: string): MailText => ({
  subject: 'Your email address was changed',
  text: [
    `The email address of your AbiAlbum account is now ${newEmail}.`,
    '',
    'If it was not you, reset your password at once:',
    forgotLink,
  ].join('\n'),
});

export const passwordChangedNotice = (forgotLink: string): MailText => ({
  subject: 'Your password was changed',
  text: [
    'The password of your AbiAlbum account was changed, and every session was signed out.',
    '',
    'If it was not you, reset your password at once:',
    forgotLink,
  ].join('\n'),
});
