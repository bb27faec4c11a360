import { isRtl, LANGUAGE_TAGS, type Language, type Localized } from '#common/languages.ts';
import type { Mail } from './mailer.ts';

/** Texts of the mails, in the three interface languages; `{name}` placeholders are filled in. */
export type MailTexts = Record<string, Localized>;

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export interface MailItem {
  title: string;
  detail: string;
  url: string;
  imageUrl?: string;
}

export interface MailContent {
  language: Language;
  to: string;
  subject: string;
  /** Paragraphs of plain text (escaped into the HTML part). */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Listings (alerts and digests), each with a link and an optional photo. */
  items?: MailItem[];
  /** Small print under a rule. */
  footer: string[];
  headers?: Record<string, string>;
}

/**
 * A mail with a plain-text part and a simple HTML part (inline styles only: mail clients drop
 * style sheets), right to left for Arabic and Kurdish.
 */
export function renderMail(content: MailContent): Mail {
  const { language } = content;
  const dir = isRtl(language) ? 'rtl' : 'ltr';
  const align = dir === 'rtl' ? 'right' : 'left';
  const text = [
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...(content.items ?? []).map((item) => `• ${item.title}\n  ${item.detail}\n  ${item.url}`),
    '--',
    ...content.footer,
  ].join('\n\n');
  const paragraph = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all" dir="ltr">${escapeHtml(content.action.url)}</p>`
    : '';
  const items = (content.items ?? [])
    .map(
      (item) => `<tr><td style="padding:8px 0;border-bottom:1px solid #eee">
${item.imageUrl ? `<a href="${escapeHtml(item.url)}"><img src="${escapeHtml(item.imageUrl)}" alt="" width="160" style="display:block;border-radius:4px;margin-bottom:6px"></a>` : ''}
<a href="${escapeHtml(item.url)}" style="color:#0f766e;font-weight:bold">${escapeHtml(item.title)}</a><br>
<span style="color:#333">${escapeHtml(item.detail)}</span></td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${LANGUAGE_TAGS[language]}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f6f6;font-family:Arial,'Noto Sans Arabic',sans-serif">
<div dir="${dir}" style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px;text-align:${align};color:#111;line-height:1.6">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#0f766e">Dar · دار</p>
${content.paragraphs.map(paragraph).join('\n')}
${button}
${items ? `<table role="presentation" width="100%" style="border-collapse:collapse">${items}</table>` : ''}
<hr style="border:none;border-top:1px solid #ddd;margin:24px 0">
${content.footer.map((p) => `<p style="margin:0 0 8px;font-size:12px;color:#666">${escapeHtml(p)}</p>`).join('\n')}
</div>
</body>
</html>`;
  return { to: content.to, subject: content.subject, text, html, ...(content.headers && { headers: content.headers }) };
}
