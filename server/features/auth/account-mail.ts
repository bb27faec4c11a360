import { type Language, pathInLanguage } from '#common/languages.ts';
import { fill, type MailTexts, renderMail } from '#server/mail/layout.ts';
import type { Mail } from '#server/mail/mailer.ts';

const TEXTS = {
  greeting: { en: 'Hello {name},', ar: 'مرحبًا {name}،', ku: 'سڵاو {name}،' },
  verifySubject: {
    en: 'Confirm your e-mail address for Dar',
    ar: 'أكّد بريدك الإلكتروني في دار',
    ku: 'ئیمەیڵەکەت لە دار پشتڕاست بکەرەوە',
  },
  verifyBody: {
    en: 'Please confirm that this address is yours by opening the link below. It is valid for 7 days.',
    ar: 'يرجى تأكيد أن هذا العنوان لك بفتح الرابط أدناه. الرابط صالح لمدة 7 أيام.',
    ku: 'تکایە بە کردنەوەی ئەم بەستەرەی خوارەوە پشتڕاستی بکەرەوە کە ئەم ناونیشانە هی تۆیە. بۆ 7 ڕۆژ کار دەکات.',
  },
  verifyAction: { en: 'Confirm my e-mail', ar: 'تأكيد بريدي الإلكتروني', ku: 'پشتڕاستکردنەوەی ئیمەیڵەکەم' },
  verifyIgnore: {
    en: 'If you did not create an account on Dar, ignore this message.',
    ar: 'إذا لم تنشئ حسابًا في دار، تجاهل هذه الرسالة.',
    ku: 'ئەگەر هەژمارت لە دار دروست نەکردووە، ئەم نامەیە پشتگوێ بخە.',
  },
  resetSubject: { en: 'Reset your Dar password', ar: 'إعادة تعيين كلمة مرور دار', ku: 'گۆڕینی وشەی نهێنی دار' },
  resetBody: {
    en: 'Someone asked to reset the password of your Dar account. Open the link below to choose a new one. It is valid for 1 hour and works once.',
    ar: 'طلب أحدهم إعادة تعيين كلمة مرور حسابك في دار. افتح الرابط أدناه لاختيار كلمة مرور جديدة. الرابط صالح لمدة ساعة واحدة ويعمل مرة واحدة.',
    ku: 'کەسێک داوای گۆڕینی وشەی نهێنی هەژمارەکەت لە دار کرد. بەستەرەکەی خوارەوە بکەرەوە بۆ هەڵبژاردنی وشەیەکی نوێ. بۆ یەک کاتژمێر و تەنها یەک جار کار دەکات.',
  },
  resetAction: { en: 'Choose a new password', ar: 'اختيار كلمة مرور جديدة', ku: 'هەڵبژاردنی وشەی نهێنی نوێ' },
  resetIgnore: {
    en: 'If you did not ask for this, ignore this message: your password stays as it is.',
    ar: 'إذا لم تطلب ذلك، تجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
    ku: 'ئەگەر تۆ داوات نەکردووە، ئەم نامەیە پشتگوێ بخە: وشەی نهێنییەکەت وەک خۆی دەمێنێتەوە.',
  },
  friend: { en: 'there', ar: 'بك', ku: 'هاوڕێ' },
} satisfies MailTexts;

interface Recipient {
  email: string;
  firstName: string | null;
  language: Language;
}

function greeting(user: Recipient): string {
  return fill(TEXTS.greeting[user.language], { name: user.firstName ?? TEXTS.friend[user.language] });
}

/** An absolute link to a site path in the reader's language. */
export function siteLink(origin: string, path: string, language: Language): string {
  return new URL(pathInLanguage(path, language), origin).href;
}

export function verificationMail(user: Recipient, origin: string, token: string): Mail {
  const l = user.language;
  return renderMail({
    language: l,
    to: user.email,
    subject: TEXTS.verifySubject[l],
    paragraphs: [greeting(user), TEXTS.verifyBody[l]],
    // The API verifies on GET and sends the browser on to the page that says so.
    action: {
      label: TEXTS.verifyAction[l],
      url: `${origin}/api/verify-email?${new URLSearchParams({ token, lang: l })}`,
    },
    footer: [TEXTS.verifyIgnore[l]],
  });
}

export function passwordResetMail(user: Recipient, origin: string, token: string): Mail {
  const l = user.language;
  return renderMail({
    language: l,
    to: user.email,
    subject: TEXTS.resetSubject[l],
    paragraphs: [greeting(user), TEXTS.resetBody[l]],
    // The token travels in the fragment: it never reaches a server log or a Referer.
    action: { label: TEXTS.resetAction[l], url: `${siteLink(origin, '/reset-password', l)}#token=${token}` },
    footer: [TEXTS.resetIgnore[l]],
  });
}
