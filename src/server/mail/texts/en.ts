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
  linkHint: 'If the button does not work, copy this link into your browser:',
  footer: 'This e-mail was sent by Tinies to {email}.',
};
