import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef } from 'react';
import { LAZY_PART_ELEMENT } from '#web/lib/early-taps.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { useParams } from 'react-router';
import { NavLink } from '#web/lib/links.tsx';
import { STRIP_CITIES } from '#common/cities.ts';
import { useLanguage } from '#web/lib/language.ts';

const SCROLL_STEP_PX = 200;

/** 'All Cities' and the top-level cities (no districts), scrollable by arrows as well as by touch. */
export function CityStrip() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const { cityId } = useParams();
  const scroller = useRef<HTMLDivElement>(null);

  // towardsEnd: +1 scrolls towards the reading end; RTL's scrollLeft runs negative.
  const scroll = (towardsEnd: 1 | -1) => {
    const isRtl = document.documentElement.dir === 'rtl';
    scroller.current?.scrollBy({ left: towardsEnd * (isRtl ? -SCROLL_STEP_PX : SCROLL_STEP_PX), behavior: 'smooth' });
  };
  const chip = (isActive: boolean) =>
    `shrink-0 rounded-full border px-3 py-1 text-sm whitespace-nowrap ${
      isActive
        ? 'border-brand-700 bg-brand-700 text-white'
        : 'border-slate-300 text-slate-700 hover:border-brand-500 dark:border-slate-700 dark:text-slate-300'
    }`;

  return (
    <nav
      aria-label={t('cities.label')}
      className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-1 px-2 py-2">
        <button
          {...LAZY_PART_ELEMENT}
          type="button"
          onClick={() => scroll(-1)}
          aria-label={t('cities.previous')}
          className="shrink-0 rounded-full p-1 text-slate-600 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <ChevronLeft aria-hidden className="size-5 rtl:rotate-180" />
        </button>
        <div ref={scroller} className="flex flex-1 gap-2 overflow-x-auto scroll-smooth [scrollbar-width:none]">
          <NavLink to="/city/all" className={() => chip(cityId === 'all')}>
            {t('cities.all')}
          </NavLink>
          {STRIP_CITIES.map((city) => (
            <NavLink key={city.id} to={`/city/${city.id}`} className={() => chip(cityId === city.id)}>
              {city.name[language]}
            </NavLink>
          ))}
        </div>
        <button
          {...LAZY_PART_ELEMENT}
          type="button"
          onClick={() => scroll(1)}
          aria-label={t('cities.next')}
          className="shrink-0 rounded-full p-1 text-slate-600 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <ChevronRight aria-hidden className="size-5 rtl:rotate-180" />
        </button>
      </div>
    </nav>
  );
}
