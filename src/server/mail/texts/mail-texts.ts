/**
 * Everything a mail says, in one language. `{email}` and `{hours}` are filled in (and
 * HTML-escaped) when the mail is rendered; keep them where the sentence needs them.
 */
export interface MailTexts {
  verification: {
    subject: string;
    /** Shown by mail apps next to the subject, never in the body. */
    preview: string;
    heading: string;
    intro: string;
    button: string;
    /** Introduces the link in the plain-text version, where there is no button. */
    textLinkLabel: string;
    validity: string;
    ignore: string;
  };
  existingAccount: {
    subject: string;
    preview: string;
    heading: string;
    intro: string;
    button: string;
    textLinkLabel: string;
    ignore: string;
  };
  /** The one-time link to choose a new password (valid 1 hour). */
  passwordReset: {
    subject: string;
    preview: string;
    heading: string;
    intro: string;
    button: string;
    textLinkLabel: string;
    validity: string;
    ignore: string;
  };
  /** To the new address: the link that makes the change. */
  emailChange: {
    subject: string;
    preview: string;
    heading: string;
    intro: string;
    button: string;
    textLinkLabel: string;
    validity: string;
    ignore: string;
  };
  /** To the old address: what is about to change. `{newEmail}` is the new address. */
  emailChangeNotice: {
    subject: string;
    preview: string;
    heading: string;
    intro: string;
    button: string;
    textLinkLabel: string;
    ignore: string;
  };
  accountDeleted: {
    subject: string;
    preview: string;
    heading: string;
    intro: string;
    button: string;
    textLinkLabel: string;
    ignore: string;
  };
  /** Under the button: the raw link follows for copying. */
  linkHint: string;
  footer: string;
}
