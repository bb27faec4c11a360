import type { Language, Localized } from './languages.ts';

/**
 * Messages that both the server (error answers) and the web app (forms) show. Zod schemas in
 * common/ carry a key of this table as their message; `translateMessage` turns it into text.
 * English texts are the spec's exact strings.
 */
export const MESSAGES = {
  required: { en: 'This field is required', ar: 'هذا الحقل مطلوب', ku: 'ئەم خانەیە پێویستە' },
  invalid: { en: 'Invalid value', ar: 'قيمة غير صالحة', ku: 'بەهایەکی نادروست' },
  invalidEmail: {
    en: 'Please enter a valid email address',
    ar: 'يرجى إدخال بريد إلكتروني صالح',
    ku: 'تکایە ئیمەیڵێکی دروست بنووسە',
  },
  passwordLength: {
    en: 'Password must be 8 to 128 characters',
    ar: 'يجب أن تتكون كلمة المرور من 8 إلى 128 حرفًا',
    ku: 'وشەی نهێنی دەبێت لە 8 بۆ 128 پیت بێت',
  },
  nameTooLong: {
    en: 'Name must be at most 100 characters',
    ar: 'يجب ألا يزيد الاسم عن 100 حرف',
    ku: 'ناو دەبێت لە 100 پیت زیاتر نەبێت',
  },
  invalidRole: {
    en: 'Please choose property seeker or property owner',
    ar: 'يرجى اختيار باحث عن عقار أو مالك عقار',
    ku: 'تکایە گەڕیدەی موڵک یان خاوەنی موڵک هەڵبژێرە',
  },
  invalidCredentials: {
    en: 'Invalid email or password. Please try again.',
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة. يرجى المحاولة مرة أخرى.',
    ku: 'ئیمەیڵ یان وشەی نهێنی هەڵەیە. تکایە دووبارە هەوڵ بدەرەوە.',
  },
  emailTaken: {
    en: 'An account with this email already exists',
    ar: 'يوجد حساب بهذا البريد الإلكتروني بالفعل',
    ku: 'هەژمارێک بەم ئیمەیڵە پێشتر هەیە',
  },
  titleMin: {
    en: 'Title must be at least 5 characters',
    ar: 'يجب أن يتكون العنوان من 5 أحرف على الأقل',
    ku: 'ناونیشان دەبێت لانیکەم 5 پیت بێت',
  },
  titleArMin: {
    en: 'Arabic title must be at least 5 characters',
    ar: 'يجب أن يتكون العنوان العربي من 5 أحرف على الأقل',
    ku: 'ناونیشانی عەرەبی دەبێت لانیکەم 5 پیت بێت',
  },
  descriptionMin: {
    en: 'Description must be at least 20 characters',
    ar: 'يجب أن يتكون الوصف من 20 حرفًا على الأقل',
    ku: 'وەسف دەبێت لانیکەم 20 پیت بێت',
  },
  textInOneLanguage: {
    en: 'Write the title and description in at least one language',
    ar: 'اكتب العنوان والوصف بلغة واحدة على الأقل',
    ku: 'ناونیشان و وەسف لانیکەم بە یەک زمان بنووسە',
  },
  descriptionArMin: {
    en: 'Arabic description must be at least 20 characters',
    ar: 'يجب أن يتكون الوصف العربي من 20 حرفًا على الأقل',
    ku: 'وەسفی عەرەبی دەبێت لانیکەم 20 پیت بێت',
  },
  pricePositive: { en: 'Price must be positive', ar: 'يجب أن يكون السعر موجبًا', ku: 'نرخ دەبێت ئەرێنی بێت' },
  bedroomsMin: {
    en: 'Bedrooms must be 0 or more',
    ar: 'يجب أن يكون عدد غرف النوم 0 أو أكثر',
    ku: 'ژمارەی ژووری نووستن دەبێت 0 یان زیاتر بێت',
  },
  bathroomsMin: {
    en: 'Bathrooms must be 0 or more',
    ar: 'يجب أن يكون عدد الحمامات 0 أو أكثر',
    ku: 'ژمارەی گەرماو دەبێت 0 یان زیاتر بێت',
  },
  areaPositive: { en: 'Area must be positive', ar: 'يجب أن تكون المساحة موجبة', ku: 'ڕووبەر دەبێت ئەرێنی بێت' },
  validPrice: {
    en: 'Please enter a valid price',
    ar: 'يرجى إدخال سعر صالح',
    ku: 'تکایە نرخێکی دروست بنووسە',
  },
  validPhotoUrl: {
    en: 'Please enter a valid photo URL',
    ar: 'يرجى إدخال رابط صورة صالح',
    ku: 'تکایە بەستەرێکی وێنەی دروست بنووسە',
  },
  areaWhole: {
    en: 'Area must be a whole number of square metres',
    ar: 'يجب أن تكون المساحة عددًا صحيحًا من الأمتار المربعة',
    ku: 'ڕووبەر دەبێت ژمارەیەکی تەواوی مەتر چوارگۆشە بێت',
  },
  currentPasswordRequired: {
    en: 'Enter your current password to set a new one',
    ar: 'أدخل كلمة المرور الحالية لتعيين كلمة مرور جديدة',
    ku: 'وشەی نهێنیی ئێستات بنووسە بۆ دانانی وشەیەکی نوێ',
  },
  wrongCurrentPassword: {
    en: 'The current password is not correct',
    ar: 'كلمة المرور الحالية غير صحيحة',
    ku: 'وشەی نهێنیی ئێستا هەڵەیە',
  },
  phoneHidden: {
    en: 'The owner receives enquiries only: send a request instead',
    ar: 'يستقبل المالك الاستفسارات فقط: أرسل طلبًا بدلًا من ذلك',
    ku: 'خاوەنەکە تەنها پرسیار وەردەگرێت: لە جیاتی ئەوە داواکارییەک بنێرە',
  },
  tooManyPhoneReveals: {
    en: 'You have viewed many phone numbers. Please wait and try again later.',
    ar: 'لقد عرضت أرقام هواتف كثيرة. يرجى الانتظار والمحاولة لاحقًا.',
    ku: 'ژمارەی تەلەفۆنی زۆرت بینیوە. تکایە چاوەڕێ بکە و دواتر هەوڵ بدەرەوە.',
  },
  invalidPhone: {
    en: 'Please enter a valid phone number',
    ar: 'يرجى إدخال رقم هاتف صالح',
    ku: 'تکایە ژمارەی تەلەفۆنێکی دروست بنووسە',
  },
  checkOutAfterCheckIn: {
    en: 'Check-out must be after check-in',
    ar: 'يجب أن يكون تاريخ المغادرة بعد تاريخ الوصول',
    ku: 'ڕۆژی دەرچوون دەبێت دوای ڕۆژی هاتن بێت',
  },
  checkInPast: {
    en: 'Check-in cannot be in the past',
    ar: 'لا يمكن أن يكون تاريخ الوصول في الماضي',
    ku: 'ڕۆژی هاتن ناتوانێت لە ڕابردوودا بێت',
  },
  checkInTooFar: {
    en: 'Check-in must be within the next two years',
    ar: 'يجب أن يكون تاريخ الوصول خلال السنتين القادمتين',
    ku: 'ڕۆژی هاتن دەبێت لە ماوەی دوو ساڵی داهاتوودا بێت',
  },
  stayTooLong: {
    en: 'A stay cannot be longer than two years',
    ar: 'لا يمكن أن تزيد مدة الإقامة على سنتين',
    ku: 'ماوەی مانەوە ناتوانێت لە دوو ساڵ زیاتر بێت',
  },
  bookingApartmentNotFound: {
    en: 'This property does not exist',
    ar: 'هذا العقار غير موجود',
    ku: 'ئەم موڵکە بوونی نییە',
  },
  bookingApartmentUnavailable: {
    en: 'This property is not available for booking',
    ar: 'هذا العقار غير متاح للحجز',
    ku: 'ئەم موڵکە بۆ حیجزکردن بەردەست نییە',
  },
  bookingOwnListing: {
    en: 'This is your own listing: you cannot book it or send an enquiry about it',
    ar: 'هذا إعلانك: لا يمكنك حجزه أو إرسال استفسار عنه',
    ku: 'ئەمە ڕیکلامی خۆتە: ناتوانیت حیجزی بکەیت یان پرسیاری لەسەر بنێریت',
  },
  bookingMessageTooLong: {
    en: 'Message must be at most 2000 characters',
    ar: 'يجب ألا تزيد الرسالة عن 2000 حرف',
    ku: 'نامە دەبێت لە 2000 پیت زیاتر نەبێت',
  },
  bookingNotPending: {
    en: 'Only a pending booking can be changed',
    ar: 'لا يمكن تغيير إلا الحجز قيد الانتظار',
    ku: 'تەنها حیجزی چاوەڕوانکراو دەگۆڕدرێت',
  },
  photoRequired: {
    en: 'Choose a photo to upload',
    ar: 'اختر صورة لرفعها',
    ku: 'وێنەیەک هەڵبژێرە بۆ بارکردن',
  },
  photoOneAtATime: {
    en: 'Upload one photo at a time',
    ar: 'ارفع صورة واحدة في كل مرة',
    ku: 'هەر جارە یەک وێنە بار بکە',
  },
  photoTooLarge: {
    en: 'The photo is larger than 10 MB',
    ar: 'حجم الصورة أكبر من 10 ميغابايت',
    ku: 'قەبارەی وێنەکە لە 10 مێگابایت زیاترە',
  },
  photoHeic: {
    en: 'iPhone HEIC photos are not supported. Please choose a JPEG photo (most browsers convert them automatically).',
    ar: 'صور HEIC من الآيفون غير مدعومة. يرجى اختيار صورة JPEG (معظم المتصفحات تحوّلها تلقائيًا).',
    ku: 'وێنەی HEIC ی ئایفۆن پشتگیری ناکرێت. تکایە وێنەیەکی JPEG هەڵبژێرە (زۆربەی وێبگەڕەکان خۆکارانە دەیگۆڕن).',
  },
  photoUnsupported: {
    en: 'This file is not a supported photo (JPEG, PNG, WebP, AVIF, GIF or TIFF)',
    ar: 'هذا الملف ليس صورة مدعومة (JPEG أو PNG أو WebP أو AVIF أو GIF أو TIFF)',
    ku: 'ئەم فایلە وێنەیەکی پشتگیریکراو نییە (JPEG، PNG، WebP، AVIF، GIF یان TIFF)',
  },
  photoTooManyPixels: {
    en: 'The photo has too many pixels (at most 50 megapixels)',
    ar: 'الصورة تحتوي على عدد كبير جدًا من البكسلات (50 ميغابكسل كحد أقصى)',
    ku: 'وێنەکە پیکسڵی زۆرە (زۆرترین 50 مێگاپیکسڵ)',
  },
  photoUploaded: {
    en: 'Photo uploaded successfully',
    ar: 'تم رفع الصورة بنجاح',
    ku: 'وێنەکە بە سەرکەوتوویی بارکرا',
  },
  contactMessageLength: {
    en: 'Message must be 10 to 5000 characters',
    ar: 'يجب أن تتكون الرسالة من 10 إلى 5000 حرف',
    ku: 'نامەکە دەبێت لە 10 بۆ 5000 پیت بێت',
  },
  notNegative: { en: 'Must be 0 or more', ar: 'يجب أن تكون القيمة 0 أو أكثر', ku: 'دەبێت 0 یان زیاتر بێت' },
  minAboveMax: {
    en: 'The maximum must not be less than the minimum',
    ar: 'يجب ألا يكون الحد الأقصى أقل من الحد الأدنى',
    ku: 'زۆرترین نابێت لە کەمترین کەمتر بێت',
  },
  tooManyPreferences: {
    en: 'You can save at most 20 notification preferences',
    ar: 'يمكنك حفظ 20 تفضيلًا للإشعارات على الأكثر',
    ku: 'دەتوانیت زۆرترین 20 ڕێکخستنی ئاگادارکردنەوە پاشەکەوت بکەیت',
  },
  unauthorized: { en: 'Unauthorized', ar: 'غير مصرح', ku: 'ڕێگەپێنەدراو' },
  forbidden: {
    en: 'You are not allowed to do this',
    ar: 'لا يُسمح لك بهذا الإجراء',
    ku: 'ڕێگەت پێنەدراوە ئەمە بکەیت',
  },
  notFound: { en: 'Not found', ar: 'غير موجود', ku: 'نەدۆزرایەوە' },
  badRequest: { en: 'Bad request', ar: 'طلب غير صالح', ku: 'داواکارییەکی نادروست' },
  tooManyRequests: {
    en: 'Too many attempts. Please wait and try again.',
    ar: 'محاولات كثيرة جدًا. يرجى الانتظار ثم المحاولة مرة أخرى.',
    ku: 'هەوڵی زۆر. تکایە چاوەڕێ بکە و دووبارە هەوڵ بدەرەوە.',
  },
  internal: {
    en: 'Something went wrong. Please try again.',
    ar: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
    ku: 'هەڵەیەک ڕوویدا. تکایە دووبارە هەوڵ بدەرەوە.',
  },
  unavailable: {
    en: 'The service is unavailable. Please try again shortly.',
    ar: 'الخدمة غير متاحة. يرجى المحاولة بعد قليل.',
    ku: 'خزمەتگوزارییەکە بەردەست نییە. تکایە کەمێکی تر هەوڵ بدەرەوە.',
  },
  crossOrigin: {
    en: 'Cross-origin request refused',
    ar: 'تم رفض طلب من مصدر آخر',
    ku: 'داواکاری لە سەرچاوەیەکی ترەوە ڕەتکرایەوە',
  },
  unsupportedContentType: {
    en: 'Requests with a body must be JSON',
    ar: 'يجب أن تكون الطلبات ذات المحتوى بصيغة JSON',
    ku: 'داواکارییەکان دەبێت JSON بن',
  },
  payloadTooLarge: {
    en: 'The request is too large',
    ar: 'الطلب كبير جدًا',
    ku: 'داواکارییەکە زۆر گەورەیە',
  },
  reportNoteTooLong: {
    en: 'The note must be at most 1,000 characters',
    ar: 'يجب ألا تزيد الملاحظة عن 1000 حرف',
    ku: 'تێبینی دەبێت لە 1000 پیت زیاتر نەبێت',
  },
  alreadyReported: {
    en: 'You have already reported this listing. Our team will review it.',
    ar: 'لقد أبلغت عن هذا الإعلان من قبل. سيراجعه فريقنا.',
    ku: 'پێشتر ڕاپۆرتی ئەم ڕیکلامەت کردووە. تیمەکەمان پێیدا دەچێتەوە.',
  },
  accountSuspended: {
    en: 'This account is suspended. Please contact Dar support.',
    ar: 'هذا الحساب موقوف. يرجى التواصل مع دعم دار.',
    ku: 'ئەم هەژمارە ڕاگیراوە. تکایە پەیوەندی بە پشتگیری دار بکە.',
  },
  cannotChangeOwnAccount: {
    en: 'You cannot suspend yourself or change your own role',
    ar: 'لا يمكنك إيقاف حسابك أو تغيير دورك بنفسك',
    ku: 'ناتوانیت هەژماری خۆت ڕابگریت یان ڕۆڵی خۆت بگۆڕیت',
  },
  /*
   * Notifications (server/features/notifications/events.ts). The database renders them: each
   * `{slot}` is filled inside the INSERT … SELECT (sql-render.ts), so one statement writes every
   * recipient's row. Price-drop messages keep "dropped N%" / "بنسبة N%": the spec's urgency
   * rules (section 9) read the percentage from the message.
   */
  newListingTitle: { en: 'New listing: {title}', ar: 'عقار جديد: {title}', ku: 'موڵکی نوێ: {title}' },
  newListingMessage: {
    en: '{title} in {location} for {price} matches your saved search.',
    ar: '{title} في {location} بسعر {price} يطابق بحثك المحفوظ.',
    ku: '{title} لە {location} بە نرخی {price} لەگەڵ گەڕانە پاشەکەوتکراوەکەت دەگونجێت.',
  },
  priceDropTitle: { en: 'Price drop: {title}', ar: 'انخفاض السعر: {title}', ku: 'دابەزینی نرخ: {title}' },
  priceDropMessage: {
    en: 'The price of {title} dropped {percent}% from {oldPrice} to {newPrice}.',
    ar: 'انخفض سعر {title} بنسبة {percent}% من {oldPrice} إلى {newPrice}.',
    ku: 'نرخی {title} {percent}% دابەزی، لە {oldPrice} بۆ {newPrice}.',
  },
  priceChangeTitle: { en: 'Price change: {title}', ar: 'تغيّر السعر: {title}', ku: 'گۆڕانی نرخ: {title}' },
  priceChangeMessage: {
    en: 'The price of {title} changed from {oldPrice} to {newPrice}.',
    ar: 'تغيّر سعر {title} من {oldPrice} إلى {newPrice}.',
    ku: 'نرخی {title} گۆڕا لە {oldPrice} بۆ {newPrice}.',
  },
  availableAgainTitle: { en: 'Property update: {title}', ar: 'تحديث العقار: {title}', ku: 'نوێکردنەوەی موڵک: {title}' },
  availableAgainMessage: {
    en: '{title} is available again.',
    ar: '{title} متاح مرة أخرى.',
    ku: '{title} دووبارە بەردەستە.',
  },
  noLongerAvailableTitle: {
    en: 'Property update: {title}',
    ar: 'تحديث العقار: {title}',
    ku: 'نوێکردنەوەی موڵک: {title}',
  },
  noLongerAvailableMessage: {
    en: '{title} is no longer available.',
    ar: '{title} لم يعد متاحًا.',
    ku: '{title} چیتر بەردەست نییە.',
  },
  detailsChangedTitle: { en: 'Property update: {title}', ar: 'تحديث العقار: {title}', ku: 'نوێکردنەوەی موڵک: {title}' },
  detailsChangedMessage: {
    en: 'The details of {title} have been updated.',
    ar: 'تم تحديث تفاصيل {title}.',
    ku: 'وردەکارییەکانی {title} نوێکرانەوە.',
  },
  bookingRequestedTitle: {
    en: 'New booking request for {title}',
    ar: 'طلب حجز جديد لـ {title}',
    ku: 'داواکاریی حیجزی نوێ بۆ {title}',
  },
  bookingRequestedMessage: {
    en: '{name} asked to book {title} from {checkIn} to {checkOut}.',
    ar: 'طلب {name} حجز {title} من {checkIn} إلى {checkOut}.',
    ku: '{name} داوای حیجزکردنی {title} کرد لە {checkIn} بۆ {checkOut}.',
  },
  viewingRequestedTitle: {
    en: 'New viewing request for {title}',
    ar: 'طلب معاينة جديد لـ {title}',
    ku: 'داواکاریی بینینی نوێ بۆ {title}',
  },
  viewingRequestedMessage: {
    en: '{name} ({phone}) asked to view {title}.',
    ar: 'طلب {name} ({phone}) معاينة {title}.',
    ku: '{name} ({phone}) داوای بینینی {title} کرد.',
  },
  viewingConfirmedTitle: {
    en: 'Viewing request accepted',
    ar: 'تم قبول طلب المعاينة',
    ku: 'داواکاریی بینین پەسەندکرا',
  },
  viewingConfirmedMessage: {
    en: 'The owner of {title} accepted your viewing request and will contact you.',
    ar: 'قبل مالك {title} طلب المعاينة وسيتواصل معك.',
    ku: 'خاوەنی {title} داواکاریی بینینەکەتی پەسەند کرد و پەیوەندیت پێوە دەکات.',
  },
  viewingDeclinedTitle: { en: 'Viewing request declined', ar: 'تم رفض طلب المعاينة', ku: 'داواکاریی بینین ڕەتکرایەوە' },
  viewingDeclinedMessage: {
    en: 'The owner of {title} declined your viewing request.',
    ar: 'رفض مالك {title} طلب المعاينة.',
    ku: 'خاوەنی {title} داواکاریی بینینەکەتی ڕەتکردەوە.',
  },
  bookingConfirmedTitle: { en: 'Booking confirmed', ar: 'تم تأكيد الحجز', ku: 'حیجزەکە پشتڕاستکرایەوە' },
  bookingConfirmedMessage: {
    en: 'Your booking for {title} from {checkIn} to {checkOut} was confirmed.',
    ar: 'تم تأكيد حجزك لـ {title} من {checkIn} إلى {checkOut}.',
    ku: 'حیجزەکەت بۆ {title} لە {checkIn} بۆ {checkOut} پشتڕاستکرایەوە.',
  },
  bookingDeclinedTitle: { en: 'Booking declined', ar: 'تم رفض الحجز', ku: 'حیجزەکە ڕەتکرایەوە' },
  bookingDeclinedMessage: {
    en: 'Your booking for {title} from {checkIn} to {checkOut} was declined.',
    ar: 'تم رفض حجزك لـ {title} من {checkIn} إلى {checkOut}.',
    ku: 'حیجزەکەت بۆ {title} لە {checkIn} بۆ {checkOut} ڕەتکرایەوە.',
  },
  listingHiddenTitle: {
    en: 'Listing hidden: {title}',
    ar: 'تم إخفاء الإعلان: {title}',
    ku: 'ڕیکلام شاردرایەوە: {title}',
  },
  listingHiddenMessage: {
    en: 'Dar hid {title} from the public after a review. Reason: {reason}',
    ar: 'أخفت دار {title} عن الجمهور بعد المراجعة. السبب: {reason}',
    ku: 'دار {title}ی لە خەڵک شاردەوە دوای پێداچوونەوە. هۆکار: {reason}',
  },
  tooManyStreams: {
    en: 'Too many open windows are following notifications. Close one and try again.',
    ar: 'هناك نوافذ كثيرة مفتوحة تتابع الإشعارات. أغلق إحداها وحاول مرة أخرى.',
    ku: 'پەنجەرەی زۆر کراونەتەوە کە ئاگادارییەکان دەبینن. یەکێکیان دابخە و دووبارە هەوڵ بدەرەوە.',
  },
  dailyLimitReached: {
    en: "You have reached today's limit for this. Please try again tomorrow.",
    ar: 'لقد بلغت الحد اليومي لهذا الإجراء. يرجى المحاولة مرة أخرى غدًا.',
    ku: 'گەیشتیتە سنووری ئەمڕۆ بۆ ئەم کارە. تکایە سبەی دووبارە هەوڵ بدەرەوە.',
  },
  duplicateViewing: {
    en: 'You have already asked to view this property. The owner will answer you.',
    ar: 'لقد طلبت بالفعل معاينة هذا العقار. سيرد عليك المالك.',
    ku: 'پێشتر داوات کردووە ئەم موڵکە ببینیت. خاوەنەکە وەڵامت دەداتەوە.',
  },
  duplicateBooking: {
    en: 'You have already sent a booking request for these dates.',
    ar: 'لقد أرسلت بالفعل طلب حجز لهذه التواريخ.',
    ku: 'پێشتر داوای حیجزت بۆ ئەم بەروارانە ناردووە.',
  },
  resetLinkInvalid: {
    en: 'This link is invalid or has expired. Please ask for a new one.',
    ar: 'هذا الرابط غير صالح أو منتهي الصلاحية. يرجى طلب رابط جديد.',
    ku: 'ئەم بەستەرە نادروستە یان بەسەرچووە. تکایە داوای یەکێکی نوێ بکە.',
  },
  resetMailSent: {
    en: 'If an account uses this address, we have sent it a link to choose a new password.',
    ar: 'إذا كان هناك حساب بهذا العنوان، فقد أرسلنا إليه رابطًا لاختيار كلمة مرور جديدة.',
    ku: 'ئەگەر هەژمارێک ئەم ناونیشانە بەکاربهێنێت، بەستەرێکمان بۆ ناردووە بۆ هەڵبژاردنی وشەی نهێنی نوێ.',
  },
  unsubscribed: {
    en: 'Done: this saved search sends you no more e-mail. Your other saved searches are unchanged.',
    ar: 'تم: لن يرسل إليك هذا البحث المحفوظ أي بريد بعد الآن. عمليات البحث المحفوظة الأخرى لم تتغير.',
    ku: 'تەواو: ئەم گەڕانە پاشەکەوتکراوە چیتر ئیمەیڵت بۆ نانێرێت. گەڕانەکانی ترت نەگۆڕاون.',
  },
  unsubscribeInvalid: {
    en: 'This unsubscribe link is not valid.',
    ar: 'رابط إلغاء الاشتراك هذا غير صالح.',
    ku: 'ئەم بەستەرەی بەتاڵکردنەوەی بەشداریکردن دروست نییە.',
  },
} as const satisfies Record<string, Localized>;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(MESSAGES, value);
}

/** A message key becomes text in the language; any other text is returned as it is. */
export function translateMessage(keyOrText: string, language: Language): string {
  return isMessageKey(keyOrText) ? MESSAGES[keyOrText][language] : keyOrText;
}
