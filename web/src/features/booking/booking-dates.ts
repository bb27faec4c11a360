import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';

export function dayAfter(isoDate: string): string {
  return format(addDays(parseISO(isoDate), 1), 'yyyy-MM-dd');
}

export function nightsBetween(checkIn: string, checkOut: string): number {
  return differenceInCalendarDays(parseISO(checkOut), parseISO(checkIn));
}
