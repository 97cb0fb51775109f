import { describe, expect, it } from 'vitest';
import {
  decodeEncodedWords,
  decodeQuotedPrintable,
  parseHeaders,
  parseMail,
  parseParameters,
} from './mime.ts';

const crlf = (lines: string[]) => lines.join('\r\n');
const utf8 = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('decodeEncodedWords', () => {
  it('decodes Q words in UTF-8, with underscores as spaces', () => {
    expect(decodeEncodedWords('=?UTF-8?Q?Best=C3=A4tige_deine_E-Mail-Adresse?=')).toBe(
      'Bestätige deine E-Mail-Adresse',
    );
  });

  it('decodes B words in UTF-8 and ISO-8859-1', () => {
    const word = Buffer.from('Vérifiez votre adresse').toString('base64');
    expect(decodeEncodedWords(`=?utf-8?B?${word}?=`)).toBe('Vérifiez votre adresse');
    expect(decodeEncodedWords('=?ISO-8859-1?B?VulyaWZpZXo=?=')).toBe('Vérifiez');
    expect(decodeEncodedWords('=?iso-8859-1?q?caf=E9?=')).toBe('café');
  });

  it('drops the blanks between adjacent words and joins a character split across them', () => {
    // "é" is C3 A9: its two bytes sit in two different words.
    expect(decodeEncodedWords('=?UTF-8?Q?V=C3?=\r\n =?UTF-8?Q?=A9rifiez?=')).toBe('Vérifiez');
    expect(decodeEncodedWords('=?UTF-8?Q?a?= =?ISO-8859-1?Q?=E9?=')).toBe('aé');
  });

  it('keeps plain text around words, and the blanks that separate text from a word', () => {
    expect(decodeEncodedWords('Re: =?UTF-8?Q?d=C3=A9j=C3=A0?= vu')).toBe('Re: déjà vu');
    expect(decodeEncodedWords('no words here =? at all')).toBe('no words here =? at all');
  });

  it('takes a language suffix on the charset (RFC 2231)', () => {
    expect(decodeEncodedWords('=?UTF-8*es?Q?adi=C3=B3s?=')).toBe('adiós');
  });
});

describe('decodeQuotedPrintable', () => {
  it('removes soft line breaks and decodes =3D and multi-byte sequences', () => {
    const encoded = 'token=3Dabc&x=3D1 ma=C3=B1ana st=\r\nra=C3=9F=\r\ne =E2=80=93 done';
    expect(utf8(decodeQuotedPrintable(encoded))).toBe('token=abc&x=1 mañana straße – done');
  });

  it('drops blanks added at the end of lines but keeps encoded ones', () => {
    expect(utf8(decodeQuotedPrintable('end   \r\nnext=20\r\nlast \t'))).toBe(
      'end\r\nnext \r\nlast',
    );
  });

  it('leaves a stray = alone', () => {
    expect(utf8(decodeQuotedPrintable('a = b =G1'))).toBe('a = b =G1');
  });
});

describe('headers', () => {
  it('unfolds continuation lines and lower-cases names', () => {
    const headers = parseHeaders(
      crlf(['Subject: a long', '\tfolded subject', 'X-Thing:  one', 'x-thing: two']),
    );
    expect(headers).toEqual({ subject: 'a long\tfolded subject', 'x-thing': 'one\ntwo' });
  });

  it('reads parameters, quoted or not', () => {
    expect(
      parseParameters('Multipart/Alternative; boundary="--_b;1 \\"x\\""; CHARSET=utf-8'),
    ).toEqual({
      value: 'multipart/alternative',
      params: { boundary: '--_b;1 "x"', charset: 'utf-8' },
    });
    expect(parseParameters('text/plain')).toEqual({ value: 'text/plain', params: {} });
  });
});

describe('parseMail', () => {
  it('reads nested multipart bodies in every transfer encoding and skips attachments', () => {
    const html = '<p lang="de">Grüße – <a href="https://x.example/?a=1&amp;b=2">Link</a></p>';
    const raw = crlf([
      'From: =?UTF-8?Q?Tini=C3=A9s?= <no-reply@example.com>',
      'Subject: =?UTF-8?B?' + Buffer.from('Grüße aus Köln').toString('base64') + '?=',
      'Content-Type: multipart/mixed; boundary="outer"',
      '',
      'This is the preamble.',
      '--outer',
      'Content-Type: multipart/alternative;',
      ' boundary=inner',
      '',
      '--inner',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Hallo! Der Link: https://x.example/api/auth/verify-email?token=3Dabc.def&ca=',
      'llbackURL=3D%2F',
      'Sch=C3=B6ne Gr=C3=BC=C3=9Fe',
      '--inner',
      'Content-Type: text/html; charset="UTF-8"',
      'Content-Transfer-Encoding: base64',
      '',
      ...(Buffer.from(html)
        .toString('base64')
        .match(/.{1,20}/g) ?? []),
      '--inner--',
      '--outer',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Disposition: attachment; filename="notes.txt"',
      '',
      'not the body',
      '--outer--',
      'The epilogue.',
    ]);
    const mail = parseMail(raw);
    expect(mail.from).toBe('Tiniés <no-reply@example.com>');
    expect(mail.subject).toBe('Grüße aus Köln');
    expect(mail.text).toBe(
      'Hallo! Der Link: https://x.example/api/auth/verify-email?token=abc.def&callbackURL=%2F\nSchöne Grüße',
    );
    expect(mail.html).toBe(html);
    expect(mail.headers['content-type']).toBe('multipart/mixed; boundary="outer"');
  });

  it('reads a single-part 8bit UTF-8 body given as bytes', () => {
    const raw = Buffer.from(
      crlf([
        'Subject: plain',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        '¡Hola, señora Müller!',
        '',
      ]),
    );
    expect(parseMail(raw)).toMatchObject({
      subject: 'plain',
      text: '¡Hola, señora Müller!\n',
      html: '',
    });
  });

  it('reads ISO-8859-1 bodies', () => {
    const raw = Buffer.concat([
      Buffer.from('Content-Type: text/html; charset=ISO-8859-1\r\n\r\n<p>Fran'),
      Buffer.from([0xe7]),
      Buffer.from('ais</p>\r\n'),
    ]);
    expect(parseMail(raw).html).toBe('<p>Français</p>\n');
    const qp =
      'Content-Type: text/plain; charset=iso-8859-1\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\nd=E9j=E0';
    expect(parseMail(qp).text).toBe('déjà');
  });

  it('treats a mail without Content-Type as 7bit plain text', () => {
    expect(parseMail('Subject: hi\r\n\r\nline one\r\nline two')).toMatchObject({
      subject: 'hi',
      text: 'line one\nline two',
    });
  });

  it('refuses a multipart body without a boundary', () => {
    expect(() => parseMail('Content-Type: multipart/alternative\r\n\r\n--x\r\n')).toThrow(
      /boundary/,
    );
  });
});
