/**
 * Iraqi phone numbers (issue 19): reading what people type, and showing a stored number. No zod
 * here, so a page's first load can format a number without the schemas (phone.ts has them).
 *
 * People type 07701234567, 7701234567, +964 770 123 4567, 00964 770…, with Arabic-Indic (٠-٩)
 * or Persian (۰-۹) digits, spaces, dashes and the invisible direction marks that copying from an
 * RTL text brings along. Stored as E.164: `+9647701234567`.
 *
 * Only mobile numbers are accepted (07[5-9]x: Korek, Asiacell, Zain and the rest): a number on a
 * listing is called and messaged on WhatsApp, which a landline cannot receive.
 */

export const IRAQ_COUNTRY_CODE = '964';

/** The national number of an Iraqi mobile: 7, the operator's digit 5-9, eight more digits. */
const MOBILE_NATIONAL = /^7[5-9]\d{8}$/;

/** Separators people type or paste between digit groups; removed before reading. */
const SEPARATORS = /[\s\-‐‑‒–—.()\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Arabic-Indic and Persian digits as Latin ones. */
function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/** The number in E.164 (`+9647701234567`), or null when it is not an Iraqi mobile number. */
export function normaliseIraqiPhone(input: string): string | null {
  if (input.length > 40) return null;
  let text = latinDigits(input.trim())
    .replace(SEPARATORS, '')
    .replace(/^\uff0b/, '+');
  if (text.startsWith('+')) {
    if (!text.startsWith(`+${IRAQ_COUNTRY_CODE}`)) return null;
    text = text.slice(1 + IRAQ_COUNTRY_CODE.length);
  } else if (text.startsWith(`00${IRAQ_COUNTRY_CODE}`)) {
    text = text.slice(2 + IRAQ_COUNTRY_CODE.length);
  } else if (text.startsWith(IRAQ_COUNTRY_CODE) && text.length === IRAQ_COUNTRY_CODE.length + 10) {
    text = text.slice(IRAQ_COUNTRY_CODE.length);
  }
  // The trunk 0 of the national form, also where it is written after the country code (+964 0770…).
  if (text.startsWith('0')) text = text.slice(1);
  return MOBILE_NATIONAL.test(text) ? `+${IRAQ_COUNTRY_CODE}${text}` : null;
}

/** `+9647701234567` → `0770 123 4567`, as Iraqis read a number. */
export function formatIraqiPhone(e164: string): string {
  const national = e164.startsWith(`+${IRAQ_COUNTRY_CODE}`) ? `0${e164.slice(4)}` : e164;
  return /^0\d{10}$/.test(national) ? `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}` : national;
}

/** The digits wa.me takes (country code, no +). */
export function whatsappDigits(e164: string): string {
  return e164.replace(/\D/g, '');
}

/** `https://wa.me/<digits>`, with `text` WhatsApp opens the chat with the message typed in. */
export function whatsappLink(phone: string, text?: string): string {
  const chat = `https://wa.me/${whatsappDigits(phone)}`;
  return text ? `${chat}?text=${encodeURIComponent(text)}` : chat;
}
