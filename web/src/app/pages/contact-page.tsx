import type { LoaderFunctionArgs } from 'react-router';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { ContactForm } from '#web/features/contact/components/contact-form.tsx';
import { pageMeta } from '#common/seo/page-meta.ts';
import { pageMetaTags } from '../meta.ts';
import { seoContext } from '../seo.server.ts';
import type { PageHandle } from '../page-handle.ts';

export function loader(args: LoaderFunctionArgs) {
  return { meta: pageMeta({ name: 'contact' }, seoContext(args)) };
}

export const meta = pageMetaTags;

export const handle: PageHandle = { i18n: ['contact'] };

export default function ContactPage() {
  const { t } = useTranslation('contact');
  return (
    <main className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-8 md:grid-cols-[1fr_2fr]">
      <section>
        <h1 className="text-2xl font-bold">{t('heading')}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t('intro')}</p>
        <ul className="mt-6 grid gap-3 text-sm">
          <li className="flex items-center gap-2">
            <MapPin aria-hidden className="size-4 text-brand-600" />
            {t('address')}
          </li>
          <li className="flex items-center gap-2">
            <Mail aria-hidden className="size-4 text-brand-600" />
            <a href="mailto:support@dar.iq" dir="ltr" className="underline-offset-2 hover:underline">
              support@dar.iq
            </a>
          </li>
          <li className="flex items-center gap-2">
            <Phone aria-hidden className="size-4 text-brand-600" />
            <a href="tel:+9647700000000" dir="ltr" className="underline-offset-2 hover:underline">
              +964 770 000 0000
            </a>
          </li>
        </ul>
      </section>
      <section className="rounded-xl border border-slate-200 p-6 dark:border-slate-800">
        <ContactForm />
      </section>
    </main>
  );
}
