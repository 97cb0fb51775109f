// @vitest-environment jsdom
// NOTE: jsdom only lends this test a real HTML parser; the templates themselves are plain Node.
import { describe, expect, it } from 'vitest';
import { MAIL_LANGUAGES } from './language.ts';
import {
  renderAccountDeletedMail,
  renderEmailChangeMail,
  renderEmailChangeNoticeMail,
  renderExistingAccountMail,
  renderPasswordResetMail,
  renderVerificationMail,
  RESET_LINK_HOURS,
  VERIFICATION_LINK_HOURS,
  type MailContent,
} from './templates.ts';

const URL_WITH_QUERY =
  'https://tinies.example/api/auth/verify-email?token=abc.def-ghi&callbackURL=%2Fverify-email';
const SIGN_IN_URL = 'https://tinies.example/';
const EMAIL = 'ana.lópez@example.com';

const verification = (language: (typeof MAIL_LANGUAGES)[number]) =>
  renderVerificationMail({ language, url: URL_WITH_QUERY, email: EMAIL });
const existing = (language: (typeof MAIL_LANGUAGES)[number]) =>
  renderExistingAccountMail({ language, email: EMAIL, signInUrl: SIGN_IN_URL });

function parse(mail: MailContent) {
  return new DOMParser().parseFromString(mail.html, 'text/html');
}

/** What a reader sees in the HTML body, with the hidden preview line left out. */
function visibleText(mail: MailContent) {
  const body = parse(mail).body;
  body.querySelector('div[style*="display:none"]')?.remove();
  return body.textContent!.replace(/[ \t\r\n]+/g, ' ').trim();
}

describe('renderVerificationMail', () => {
  it('says in English what to do, for how long, and when to ignore it', () => {
    const mail = verification('en');
    expect(mail.subject).toBe('Verify your e-mail address for Tinies');
    expect(mail.text).toContain(`is your e-mail address`);
    expect(mail.text).toContain(EMAIL);
    expect(mail.text).toContain('The link is valid for 24 hours.');
    expect(mail.text).toContain('If you did not sign up for Tinies, you can ignore this e-mail.');
    expect(VERIFICATION_LINK_HOURS).toBe(24);
  });

  it.each([
    ['es', 'Verifica tu dirección de correo electrónico para Tinies', '24 horas'],
    ['fr', 'Vérifiez votre adresse e-mail pour Tinies', '24\u00a0heures'],
    ['de', 'Bestätige deine E-Mail-Adresse für Tinies', '24 Stunden'],
  ] as const)('is written in %s', (language, subject, validity) => {
    const mail = verification(language);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(validity);
    expect(mail.text).toContain(EMAIL);
    expect(visibleText(mail)).toContain(validity);
  });
});

describe('renderExistingAccountMail', () => {
  it('tells the owner they already have an account, where to sign in, and that nothing changed', () => {
    const mail = existing('en');
    expect(mail.subject).toBe('You already have a Tinies account');
    expect(mail.text).toContain('You already have a Tinies account with this address');
    expect(mail.text).toContain(`Sign in here:\n${SIGN_IN_URL}\n`);
    expect(mail.text).toContain(
      'If this was not you, you can ignore this e-mail. Nothing has changed.',
    );
  });

  it.each(MAIL_LANGUAGES)('offers no password reset in %s (there is none)', (language) => {
    const mail = existing(language);
    expect(`${mail.text} ${mail.html}`).not.toMatch(
      /reset|restablecer|réinitialis|zurücksetzen|password|contraseña|mot de passe|passwort/i,
    );
  });
});

describe.each(MAIL_LANGUAGES)('both mails in %s', (language) => {
  const mails = [
    { mail: verification(language), url: URL_WITH_QUERY },
    { mail: existing(language), url: SIGN_IN_URL },
  ];

  it('name Tinies and differ from the English ones unless they are English', () => {
    for (const [index, { mail }] of mails.entries()) {
      expect(mail.subject).toContain('Tinies');
      const english = index === 0 ? verification('en') : existing('en');
      if (language !== 'en') expect(mail.text).not.toBe(english.text);
    }
  });

  it('put the link on a line of its own in the plain text', () => {
    for (const { mail, url } of mails) {
      expect(mail.text.split('\n')).toContain(url);
      expect(mail.text).not.toMatch(/[{}]/);
    }
  });

  it('build well-formed HTML with the language, a button and the raw link', () => {
    for (const { mail, url } of mails) {
      const document = parse(mail);
      expect(document.documentElement.lang).toBe(language);
      expect(document.title).toBe(mail.subject);
      const links = [...document.querySelectorAll('a')];
      expect(links.map((link) => link.getAttribute('href'))).toEqual([url, url]);
      expect(links[1]!.textContent).toBe(url);
      expect(document.querySelector('h1')!.textContent).not.toBe('');
      expect(document.querySelectorAll('style, script, link')).toHaveLength(0);
      const text = visibleText(mail);
      expect(text).toContain(EMAIL);
      expect(text).not.toMatch(/[{}]/);
    }
  });

  it('match the plain text paragraph for paragraph', () => {
    for (const { mail } of mails) {
      const text = visibleText(mail);
      const paragraphs = mail.text.split('\n\n').filter((part) => !/^-- |https?:/m.test(part));
      for (const part of paragraphs) expect(text).toContain(part.trim());
    }
  });
});

describe('escaping', () => {
  const hostileEmail = `"<img src=x onerror=alert(1)>"@example.com`;
  const hostileUrl = 'https://tinies.example/a?x="><script>alert(1)</script>&y=1';

  it('escapes every interpolated value in the HTML', () => {
    for (const mail of [
      renderVerificationMail({ language: 'de', url: hostileUrl, email: hostileEmail }),
      renderExistingAccountMail({ language: 'fr', email: hostileEmail, signInUrl: hostileUrl }),
    ]) {
      expect(mail.html).not.toContain('<img');
      expect(mail.html).not.toContain('<script');
      expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      const document = parse(mail);
      expect(document.querySelectorAll('img, script')).toHaveLength(0);
      expect(document.querySelector('a')!.getAttribute('href')).toBe(hostileUrl);
      expect(mail.text).toContain(hostileEmail);
    }
  });

  it('refuses links that are not http(s)', () => {
    expect(() =>
      renderVerificationMail({ language: 'en', url: 'javascript:alert(1)', email: EMAIL }),
    ).toThrow(/http/);
    expect(() =>
      renderExistingAccountMail({ language: 'en', email: EMAIL, signInUrl: '/relative' }),
    ).toThrow(/absolute/);
  });
});

describe('the account mails', () => {
  const RESET_URL =
    'https://tinies.example/api/auth/reset-password/abc?callbackURL=%2Freset-password';

  it.each([
    ['en', 'Reset your Tinies password', 'valid for 1 hour and works once'],
    ['es', 'Restablece tu contraseña de Tinies', 'válido durante 1 hora'],
    ['fr', 'Réinitialisez votre mot de passe Tinies', 'valable 1\u00a0heure'],
    ['de', 'Setze dein Tinies-Passwort zurück', '1 Stunde lang gültig'],
  ] as const)('the reset link, in %s, says it lasts one hour', (language, subject, validity) => {
    const mail = renderPasswordResetMail({ language, url: RESET_URL, email: EMAIL });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(RESET_URL);
    expect(mail.text).toContain(validity);
    expect(visibleText(mail)).toContain(validity);
    expect(parse(mail).querySelector(`a[href="${RESET_URL}"]`)).not.toBeNull();
    expect(RESET_LINK_HOURS).toBe(1);
  });

  it.each(MAIL_LANGUAGES)(
    'the e-mail change mails and the deletion mail exist in %s',
    (language) => {
      const change = renderEmailChangeMail({ language, url: RESET_URL, email: EMAIL });
      const notice = renderEmailChangeNoticeMail({
        language,
        url: SIGN_IN_URL,
        email: 'old@example.com',
        newEmail: EMAIL,
      });
      const deleted = renderAccountDeletedMail({ language, url: SIGN_IN_URL, email: EMAIL });
      expect(change.text).toContain(EMAIL);
      expect(change.text).toContain('24');
      expect(notice.text).toContain('old@example.com');
      expect(notice.text).toContain(EMAIL);
      expect(deleted.text).toContain(EMAIL);
      expect(new Set([change.subject, notice.subject, deleted.subject]).size).toBe(3);
    },
  );
});
