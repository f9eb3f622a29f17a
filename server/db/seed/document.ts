import type { SeedKit } from './kit.ts';

export interface DownloadRow {
  id: number;
  name: string;
  fileUrl: string;
}
export interface AnnualReturnRow {
  id: number;
  title: string;
  fileUrl: string;
}

export function seedDownloads({ pdf }: SeedKit): DownloadRow[] {
  const downloadNames = [
    'Company Profile 2026',
    'Smart Meter Brochure',
    'Substation EPC Capabilities',
    'Transmission Line Capabilities',
    'Quality Policy',
    'HSE Policy',
    'Environmental Policy',
    'Code of Conduct',
    'Vendor Code of Conduct',
    'CSR Policy',
    'Project Reference List',
    'Corporate Presentation',
  ];
  return downloadNames.map((name, i) => ({
    id: i + 1,
    name,
    fileUrl: pdf(`/files/downloads/d${String(i + 1).padStart(2, '0')}.pdf`, name, 'Voltline Power Systems'),
  }));
}

export function seedAnnualReturns({ pdf }: SeedKit): AnnualReturnRow[] {
  return Array.from({ length: 12 }, (_, i) => {
    const y = 2024 - i;
    const title = `Annual Return FY ${y}-${String((y + 1) % 100).padStart(2, '0')}`;
    return { id: i + 1, title, fileUrl: pdf(`/files/annual-returns/ar-${y}-${y + 1}.pdf`, title, 'Form MGT-7 — Voltline Power Systems Pvt Ltd') };
  });
}

/** Unused by the API lists but referenced by the smart meters page. */
export function seedLinkedDocuments({ pdf }: SeedKit): void {
  pdf('/files/brochures/smart-meter-brochure.pdf', 'Smart Meter Solutions', 'Company profile — Voltline Power Systems');
}
