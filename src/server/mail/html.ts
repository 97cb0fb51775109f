import { escapeHtml, fill, type MailLayout } from './layout.ts';

/*
 * NOTE: mail clients drop <style> blocks and external CSS unpredictably, so every style is
 * inline, and the layout uses presentation tables: the one structure Outlook's Word
 * engine lays out reliably. Colours are the app's light theme.
 */
const FONT = "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const COLOURS = {
  page: '#fafaf9',
  card: '#ffffff',
  border: '#e2e0de',
  text: '#1c1917',
  muted: '#57534e',
  primary: '#0f766e',
  onPrimary: '#ffffff',
};
const TABLE = 'role="presentation" cellpadding="0" cellspacing="0" border="0"';

const textStyle = (size: number, colour: string, margin: string) =>
  `margin:${margin};font-family:${FONT};font-size:${size}px;line-height:1.6;color:${colour};`;

function paragraph(text: string, values: Record<string, string>): string {
  const body = fill(text, values, escapeHtml, (value, name) =>
    name === 'email' ? `<strong>${escapeHtml(value)}</strong>` : escapeHtml(value),
  );
  return `<p style="${textStyle(16, COLOURS.text, '0 0 16px')}">${body}</p>`;
}

function button(label: string, url: string): string {
  return `<table ${TABLE} style="margin:24px 0;"><tr>
<td style="border-radius:8px;background-color:${COLOURS.primary};">
<a href="${escapeHtml(url)}" target="_blank" style="display:inline-block;padding:12px 24px;border-radius:8px;font-family:${FONT};font-size:16px;font-weight:600;line-height:1.25;color:${COLOURS.onPrimary};text-decoration:none;">${escapeHtml(label)}</a>
</td></tr></table>`;
}

function rawLink(hint: string, url: string): string {
  return `<p style="${textStyle(14, COLOURS.muted, '0 0 4px')}">${escapeHtml(hint)}</p>
<p style="${textStyle(14, COLOURS.muted, '0 0 24px')}word-break:break-all;"><a href="${escapeHtml(url)}" target="_blank" style="color:${COLOURS.primary};text-decoration:underline;">${escapeHtml(url)}</a></p>`;
}

/** The HTML body: one centred column up to 560 px wide that shrinks with the screen. */
export function renderHtml(layout: MailLayout): string {
  const { language, values, action } = layout;
  return `<!doctype html>
<html lang="${escapeHtml(language)}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(layout.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${COLOURS.page};">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;">${escapeHtml(layout.preview)}</div>
<table ${TABLE} width="100%" style="background-color:${COLOURS.page};"><tr>
<td align="center" style="padding:32px 12px;">
<table ${TABLE} width="100%" style="max-width:560px;"><tr>
<td style="padding:0 4px 16px;font-family:${FONT};font-size:20px;font-weight:700;color:${COLOURS.primary};">Tinies</td>
</tr><tr>
<td style="padding:32px 28px;background-color:${COLOURS.card};border:1px solid ${COLOURS.border};border-radius:12px;">
<h1 style="margin:0 0 16px;font-family:${FONT};font-size:22px;font-weight:700;line-height:1.3;color:${COLOURS.text};">${escapeHtml(layout.heading)}</h1>
${layout.before.map((text) => paragraph(text, values)).join('\n')}
${button(action.label, action.url)}
${rawLink(layout.linkHint, action.url)}
${layout.after.map((text) => paragraph(text, values)).join('\n')}
</td>
</tr><tr>
<td style="padding:16px 4px 0;font-family:${FONT};font-size:13px;line-height:1.5;color:${COLOURS.muted};">${fill(layout.footer, values, escapeHtml, escapeHtml)}</td>
</tr></table>
</td>
</tr></table>
</body>
</html>
`;
}
