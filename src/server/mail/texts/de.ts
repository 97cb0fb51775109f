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
  passwordReset: {
    subject: 'Setze dein Tinies-Passwort zurück',
    preview: 'Wähle ein neues Passwort für dein Tinies-Konto.',
    heading: 'Setze dein Passwort zurück',
    intro:
      'Jemand – wahrscheinlich du – möchte das Passwort des Tinies-Kontos für {email} zurücksetzen. Wähle mit dem Button unten ein neues.',
    button: 'Neues Passwort wählen',
    textLinkLabel: 'Öffne diesen Link, um ein neues Passwort zu wählen:',
    validity:
      'Der Link ist 1 Stunde lang gültig und funktioniert nur einmal. Mit dem neuen Passwort wirst du überall sonst abgemeldet.',
    ignore:
      'Falls du das nicht angefordert hast, kannst du diese E-Mail ignorieren. Dein Passwort bleibt unverändert.',
  },
  emailChange: {
    subject: 'Bestätige deine neue E-Mail-Adresse für Tinies',
    preview: 'Ein Klick, und dein Tinies-Konto nutzt diese Adresse.',
    heading: 'Bestätige deine neue E-Mail-Adresse',
    intro:
      'Du möchtest {email} für dein Tinies-Konto verwenden. Bestätige, dass diese Adresse dir gehört, um die Änderung abzuschließen.',
    button: 'Neue Adresse bestätigen',
    textLinkLabel: 'Öffne diesen Link, um die Adresse zu bestätigen:',
    validity: 'Der Link ist {hours} Stunden lang gültig.',
    ignore: 'Falls du das nicht angefordert hast, kannst du diese E-Mail ignorieren.',
  },
  emailChangeNotice: {
    subject: 'Die E-Mail-Adresse deines Tinies-Kontos wird geändert',
    preview: 'Dein Konto verwendet bald eine neue Adresse.',
    heading: 'Deine E-Mail-Adresse wird geändert',
    intro:
      'Jemand, der in deinem Tinies-Konto angemeldet ist, möchte {newEmail} statt {email} verwenden. Die Änderung gilt, sobald die neue Adresse bestätigt ist.',
    button: 'Tinies öffnen',
    textLinkLabel: 'Tinies öffnen:',
    ignore:
      'Falls du das nicht warst, melde dich an, ändere dein Passwort und melde in den Kontoeinstellungen alle anderen Geräte ab.',
  },
  accountDeleted: {
    subject: 'Dein Tinies-Konto wurde gelöscht',
    preview: 'Dein Konto und alles, was es enthielt, sind gelöscht.',
    heading: 'Dein Konto wurde gelöscht',
    intro:
      'Das Tinies-Konto für {email} und alles, was es enthielt (Dokumente, Fotos und Dateien), wurden gelöscht. Du wurdest überall abgemeldet.',
    button: 'Tinies öffnen',
    textLinkLabel: 'Tinies öffnen:',
    ignore: 'Du kannst dich jederzeit wieder mit dieser Adresse registrieren.',
  },
  linkHint: 'Falls der Button nicht funktioniert, kopiere diesen Link in deinen Browser:',
  footer: 'Diese E-Mail wurde von Tinies an {email} gesendet.',
};
