import { isoDaysBefore, TODAY } from './kit.ts';

export interface AnnouncementRow {
  id: number;
  title: string;
  datePublished: string;
}

export function seedAnnouncements(): AnnouncementRow[] {
  return [
    'Voltline awarded its first 765 kV transmission line project',
    'Board approves expansion of the Noida design centre',
    'Vendor registration now open for FY 2026-27 supplies',
    'Results of the lineman training scholarship announced',
    'Annual Return for FY 2024-25 published in Investors section',
  ].map((title, i) => ({ id: i + 1, title, datePublished: isoDaysBefore(TODAY, i * 19 + 1) }));
}
