import { renderHtml } from './html.ts';
import type { MailLanguage } from './language.ts';
import { renderText, type MailContent, type MailLayout } from './layout.ts';
import { de } from './texts/de.ts';
import { en } from './texts/en.ts';
import { es } from './texts/es.ts';
import { fr } from './texts/fr.ts';
import type { MailTexts } from './texts/mail-texts.ts';

export type { MailContent } from './layout.ts';

/** How long the verification link works; the mail promises it, so the token must match. */
export const VERIFICATION_LINK_HOURS = 24;

const TEXTS: Record<MailLanguage, MailTexts> = { en, es, fr, de };

/** NOTE: the links go into mails; anything but http(s) would be a trap for the reader. */
function assertWebUrl(url: string) {
  let protocol: string | undefined;
  try {
    protocol = new URL(url).protocol;
  } catch {
    // reported below
  }
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new Error('A mail link must be an absolute http:// or https:// URL');
  }
}

function renderMail(layout: MailLayout): MailContent {
  assertWebUrl(layout.action.url);
  return { subject: layout.subject, text: renderText(layout), html: renderHtml(layout) };
}

export interface VerificationMailOptions {
  language: MailLanguage;
  /** better-auth's verify-email link. */
  url: string;
  email: string;
}

/** "Verify your e-mail address for Tinies": sent on sign-up and on resend. */
export function renderVerificationMail({
  language,
  url,
  email,
}: VerificationMailOptions): MailContent {
  const { verification: texts, linkHint, footer } = TEXTS[language];
  return renderMail({
    language,
    subject: texts.subject,
    preview: texts.preview,
    heading: texts.heading,
    before: [texts.intro],
    action: { label: texts.button, textLabel: texts.textLinkLabel, url },
    linkHint,
    after: [texts.validity, texts.ignore],
    footer,
    values: { email, hours: String(VERIFICATION_LINK_HOURS) },
  });
}

export interface ExistingAccountMailOptions {
  language: MailLanguage;
  email: string;
  signInUrl: string;
}

/**
 * Sent when someone signs up with an address that already has an account: the sign-up
 * answer looks the same either way, so only the owner of the address learns of it.
 */
export function renderExistingAccountMail({
  language,
  email,
  signInUrl,
}: ExistingAccountMailOptions): MailContent {
  const { existingAccount: texts, linkHint, footer } = TEXTS[language];
  return renderMail({
    language,
    subject: texts.subject,
    preview: texts.preview,
    heading: texts.heading,
    before: [texts.intro],
    action: { label: texts.button, textLabel: texts.textLinkLabel, url: signInUrl },
    linkHint,
    after: [texts.ignore],
    footer,
    values: { email },
  });
}

/** How long a password-reset link works; the mail promises it, so the token must match. */
export const RESET_LINK_HOURS = 1;

export interface LinkMailOptions {
  language: MailLanguage;
  /** The link the mail's button opens. */
  url: string;
  email: string;
}

/** "Reset your Tinies password": the one-time link of "Forgot password?". */
export function renderPasswordResetMail({ language, url, email }: LinkMailOptions): MailContent {
  const { passwordReset: texts, linkHint, footer } = TEXTS[language];
  return renderMail({
    language,
    subject: texts.subject,
    preview: texts.preview,
    heading: texts.heading,
    before: [texts.intro],
    action: { label: texts.button, textLabel: texts.textLinkLabel, url },
    linkHint,
    after: [texts.validity, texts.ignore],
    footer,
    values: { email },
  });
}

/** To the new address of an e-mail change: its link makes the change. */
export function renderEmailChangeMail({ language, url, email }: LinkMailOptions): MailContent {
  const { emailChange: texts, linkHint, footer } = TEXTS[language];
  return renderMail({
    language,
    subject: texts.subject,
    preview: texts.preview,
    heading: texts.heading,
    before: [texts.intro],
    action: { label: texts.button, textLabel: texts.textLinkLabel, url },
    linkHint,
    after: [texts.validity, texts.ignore],
    footer,
    values: { email, hours: String(VERIFICATION_LINK_HOURS) },
  });
}

/** To the old address of an e-mail change: told, with what to do if it was not them. */
export function renderEmailChangeNoticeMail({
  language,
  url,
  email,
  newEmail,
}: LinkMailOptions & { newEmail: string }): MailContent {
  const { emailChangeNotice: texts, linkHint, footer } = TEXTS[language];
  return renderMail({
    language,
    subject: texts.subject,
    preview: texts.preview,
    heading: texts.heading,
    before: [texts.intro],
    action: { label: texts.button, textLabel: texts.textLinkLabel, url },
    linkHint,
    after: [texts.ignore],
    footer,
    values: { email, newEmail },
  });
}

/** Sent once an account and everything it kept are deleted. */
export function renderAccountDeletedMail({ language, url, email }: LinkMailOptions): MailContent {
  const { accountDeleted: texts, linkHint, footer } = TEXTS[language];
  return renderMail({
    language,
    subject: texts.subject,
    preview: texts.preview,
    heading: texts.heading,
    before: [texts.intro],
    action: { label: texts.button, textLabel: texts.textLinkLabel, url },
    linkHint,
    after: [texts.ignore],
    footer,
    values: { email },
  });
}
