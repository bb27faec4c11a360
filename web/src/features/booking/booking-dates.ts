import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';

/** Today's date in Baghdad (DESIGN.md section 7), as YYYY-MM-DD: a booking cannot start before it. */
export function todayInBaghdad(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Baghdad' }).format(now);
}

export function dayAfter(isoDate: string): string {
  return format(addDays(parseISO(isoDate), 1), 'yyyy-MM-dd');
}

export function nightsBetween(checkIn: string, checkOut: string): number {
  return differenceInCalendarDays(parseISO(checkOut), parseISO(checkIn));
}
