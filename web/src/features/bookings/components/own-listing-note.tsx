import { Home } from 'lucide-react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { buttonClass } from '#web/components/form/button.tsx';
import { Link } from '#web/lib/links.tsx';

/** On their own listing an owner cannot book or enquire (the server answers 403): a way to manage it instead. */
export function OwnListingNote() {
  const { t } = useTranslation('booking');
  return (
    <div className="space-y-3">
      <p className="flex items-center gap-2 font-medium">
        <Home aria-hidden className="size-5 text-brand-600" />
        {t('own.text')}
      </p>
      <Link to="/admin/apartments" className={buttonClass('outline')}>
        {t('own.manage')}
      </Link>
    </div>
  );
}
