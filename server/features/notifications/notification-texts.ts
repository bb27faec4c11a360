import type { Localized } from '../../../common/languages.ts';

/**
 * The wording of every notification the server creates, in the three languages. `{name}`
 * slots are filled inside the INSERT … SELECT (sql-render.ts), so one statement writes all
 * recipients' rows. Price-drop messages keep "dropped N%" / "بنسبة N%" because the spec's
 * urgency rules (section 9) read the percentage from the message.
 */
export interface NotificationText {
  title: Localized;
  message: Localized;
}

/** The spec's currency: the Arabic abbreviation of dinar, in every language (DESIGN.md section 7). */
export const CURRENCY = 'د.ع';

export const NOTIFICATION_TEXTS = {
  newListing: {
    title: { en: 'New listing: {title}', ar: 'عقار جديد: {title}', ku: 'موڵکی نوێ: {title}' },
    message: {
      en: '{title} in {location} for {price} matches your saved search.',
      ar: '{title} في {location} بسعر {price} يطابق بحثك المحفوظ.',
      ku: '{title} لە {location} بە نرخی {price} لەگەڵ گەڕانە پاشەکەوتکراوەکەت دەگونجێت.',
    },
  },
  priceDrop: {
    title: { en: 'Price drop: {title}', ar: 'انخفاض السعر: {title}', ku: 'دابەزینی نرخ: {title}' },
    message: {
      en: 'The price of {title} dropped {percent}% from {oldPrice} to {newPrice}.',
      ar: 'انخفض سعر {title} بنسبة {percent}% من {oldPrice} إلى {newPrice}.',
      ku: 'نرخی {title} {percent}% دابەزی، لە {oldPrice} بۆ {newPrice}.',
    },
  },
  priceChange: {
    title: { en: 'Price change: {title}', ar: 'تغيّر السعر: {title}', ku: 'گۆڕانی نرخ: {title}' },
    message: {
      en: 'The price of {title} changed from {oldPrice} to {newPrice}.',
      ar: 'تغيّر سعر {title} من {oldPrice} إلى {newPrice}.',
      ku: 'نرخی {title} گۆڕا لە {oldPrice} بۆ {newPrice}.',
    },
  },
  availableAgain: {
    title: { en: 'Property update: {title}', ar: 'تحديث العقار: {title}', ku: 'نوێکردنەوەی موڵک: {title}' },
    message: {
      en: '{title} is available again.',
      ar: '{title} متاح مرة أخرى.',
      ku: '{title} دووبارە بەردەستە.',
    },
  },
  noLongerAvailable: {
    title: { en: 'Property update: {title}', ar: 'تحديث العقار: {title}', ku: 'نوێکردنەوەی موڵک: {title}' },
    message: {
      en: '{title} is no longer available.',
      ar: '{title} لم يعد متاحًا.',
      ku: '{title} چیتر بەردەست نییە.',
    },
  },
  detailsChanged: {
    title: { en: 'Property update: {title}', ar: 'تحديث العقار: {title}', ku: 'نوێکردنەوەی موڵک: {title}' },
    message: {
      en: 'The details of {title} have been updated.',
      ar: 'تم تحديث تفاصيل {title}.',
      ku: 'وردەکارییەکانی {title} نوێکرانەوە.',
    },
  },
  bookingRequested: {
    title: {
      en: 'New booking request for {title}',
      ar: 'طلب حجز جديد لـ {title}',
      ku: 'داواکاریی حیجزی نوێ بۆ {title}',
    },
    message: {
      en: '{name} asked to book {title} from {checkIn} to {checkOut}.',
      ar: 'طلب {name} حجز {title} من {checkIn} إلى {checkOut}.',
      ku: '{name} داوای حیجزکردنی {title} کرد لە {checkIn} بۆ {checkOut}.',
    },
  },
  bookingConfirmed: {
    title: { en: 'Booking confirmed', ar: 'تم تأكيد الحجز', ku: 'حیجزەکە پشتڕاستکرایەوە' },
    message: {
      en: 'Your booking for {title} from {checkIn} to {checkOut} was confirmed.',
      ar: 'تم تأكيد حجزك لـ {title} من {checkIn} إلى {checkOut}.',
      ku: 'حیجزەکەت بۆ {title} لە {checkIn} بۆ {checkOut} پشتڕاستکرایەوە.',
    },
  },
  bookingDeclined: {
    title: { en: 'Booking declined', ar: 'تم رفض الحجز', ku: 'حیجزەکە ڕەتکرایەوە' },
    message: {
      en: 'Your booking for {title} from {checkIn} to {checkOut} was declined.',
      ar: 'تم رفض حجزك لـ {title} من {checkIn} إلى {checkOut}.',
      ku: 'حیجزەکەت بۆ {title} لە {checkIn} بۆ {checkOut} ڕەتکرایەوە.',
    },
  },
} as const satisfies Record<string, NotificationText>;
