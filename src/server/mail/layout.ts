import type { MailLanguage } from './language.ts';

/** A rendered mail: both bodies say the same thing. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** One call to action in a mail: a button in HTML, a labelled URL line in plain text. */
export interface MailAction {
  label: string;
  textLabel: string;
  url: string;
}

/** The single-column shape every Tinies mail shares. */
export interface MailLayout {
  language: MailLanguage;
  subject: string;
  preview: string;
  heading: string;
  before: string[];
  action: MailAction;
  linkHint: string;
  after: string[];
  footer: string;
  /** What `{name}` placeholders in the texts stand for. */
  values: Record<string, string>;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/**
 * Fills `{name}` placeholders. `literal` and `value` format the fixed text and the
 * filled-in values, so HTML can escape both and emphasise some values.
 */
export function fill(
  template: string,
  values: Record<string, string>,
  literal: (text: string) => string = (text) => text,
  value: (text: string, name: string) => string = (text) => text,
): string {
  return template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined) return literal(part);
      const filled = values[name];
      if (filled === undefined) throw new Error(`No value for {${name}} in a mail text`);
      return value(filled, name);
    })
    .join('');
}

/** The plain-text body: the same paragraphs, the link on a line of its own. */
export function renderText(layout: MailLayout): string {
  const paragraph = (text: string) => fill(text, layout.values);
  return (
    [
      layout.heading,
      ...layout.before.map(paragraph),
      `${layout.action.textLabel}\n${layout.action.url}`,
      ...layout.after.map(paragraph),
      `-- \n${paragraph(layout.footer)}`,
    ].join('\n\n') + '\n'
  );
}
