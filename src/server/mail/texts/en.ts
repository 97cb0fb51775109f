import type { MailTexts } from './mail-texts.ts';

export const en: MailTexts = {
  verification: {
    subject: 'Verify your e-mail address for Tinies',
    preview: 'One click and your Tinies account is ready.',
    heading: 'Verify your e-mail address',
    intro:
      'Thanks for signing up for Tinies! Please confirm that {email} is your e-mail address to finish creating your account.',
    button: 'Verify e-mail address',
    textLinkLabel: 'Open this link to verify your address:',
    validity: 'The link is valid for {hours} hours.',
    ignore: 'If you did not sign up for Tinies, you can ignore this e-mail.',
  },
  existingAccount: {
    subject: 'You already have a Tinies account',
    preview: 'No need to sign up again: just sign in.',
    heading: 'You already have an account',
    intro:
      'Someone, probably you, just tried to sign up for Tinies with {email}. You already have a Tinies account with this address, so there is no need to sign up again.',
    button: 'Sign in to Tinies',
    textLinkLabel: 'Sign in here:',
    ignore: 'If this was not you, you can ignore this e-mail. Nothing has changed.',
  },
  passwordReset: {
    subject: 'Reset your Tinies password',
    preview: 'Choose a new password for your Tinies account.',
    heading: 'Reset your password',
    intro:
      'Someone, probably you, asked to reset the password of the Tinies account for {email}. Choose a new one with the button below.',
    button: 'Choose a new password',
    textLinkLabel: 'Open this link to choose a new password:',
    validity:
      'The link is valid for 1 hour and works once. Setting a new password signs you out everywhere else.',
    ignore:
      'If you did not ask for this, you can ignore this e-mail. Your password stays the same.',
  },
  emailChange: {
    subject: 'Confirm your new e-mail address for Tinies',
    preview: 'One click and your Tinies account uses this address.',
    heading: 'Confirm your new e-mail address',
    intro:
      'You asked to use {email} for your Tinies account. Confirm that this address is yours to make the change.',
    button: 'Confirm new address',
    textLinkLabel: 'Open this link to confirm the address:',
    validity: 'The link is valid for {hours} hours.',
    ignore: 'If you did not ask for this, you can ignore this e-mail.',
  },
  emailChangeNotice: {
    subject: 'Your Tinies e-mail address is being changed',
    preview: 'Your account is about to use a new address.',
    heading: 'Your e-mail address is being changed',
    intro:
      'Someone signed in to your Tinies account asked to use {newEmail} instead of {email}. The change takes effect once the new address is confirmed.',
    button: 'Open Tinies',
    textLinkLabel: 'Open Tinies:',
    ignore:
      'If this was not you, sign in, change your password and sign out everywhere else in your account settings.',
  },
  accountDeleted: {
    subject: 'Your Tinies account has been deleted',
    preview: 'Your account and everything it kept are gone.',
    heading: 'Your account has been deleted',
    intro:
      'The Tinies account for {email} and everything it kept (documents, photos and files) have been deleted. You have been signed out everywhere.',
    button: 'Open Tinies',
    textLinkLabel: 'Open Tinies:',
    ignore: 'You are welcome to sign up again with this address at any time.',
  },
  linkHint: 'If the button does not work, copy this link into your browser:',
  footer: 'This e-mail was sent by Tinies to {email}.',
};
