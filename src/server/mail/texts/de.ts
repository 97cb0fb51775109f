import type { MailTexts } from './mail-texts.ts';

export const de: MailTexts = {
  verification: {
    subject: 'Bestätige deine E-Mail-Adresse für Tinies',
    preview: 'Ein Klick, und dein Tinies-Konto ist startklar.',
    heading: 'Bestätige deine E-Mail-Adresse',
    intro:
      'Danke, dass du dich bei Tinies registriert hast! Bitte bestätige, dass {email} deine E-Mail-Adresse ist, um die Einrichtung deines Kontos abzuschließen.',
    button: 'E-Mail-Adresse bestätigen',
    textLinkLabel: 'Öffne diesen Link, um deine Adresse zu bestätigen:',
    validity: 'Der Link ist {hours} Stunden lang gültig.',
    ignore:
      'Falls du dich nicht bei Tinies registriert hast, kannst du diese E-Mail einfach ignorieren.',
  },
  existingAccount: {
    subject: 'Du hast bereits ein Tinies-Konto',
    preview: 'Du musst dich nicht erneut registrieren – melde dich einfach an.',
    heading: 'Du hast bereits ein Konto',
    intro:
      'Jemand – wahrscheinlich du – hat gerade versucht, sich mit {email} bei Tinies zu registrieren. Für diese Adresse gibt es bereits ein Tinies-Konto, du musst dich also nicht erneut registrieren.',
    button: 'Bei Tinies anmelden',
    textLinkLabel: 'Hier kannst du dich anmelden:',
    ignore:
      'Falls du das nicht warst, kannst du diese E-Mail ignorieren. An deinem Konto hat sich nichts geändert.',
  },
  linkHint: 'Falls der Button nicht funktioniert, kopiere diesen Link in deinen Browser:',
  footer: 'Diese E-Mail wurde von Tinies an {email} gesendet.',
};
