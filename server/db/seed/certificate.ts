import type { SeedKit } from './kit.ts';

export interface CertificateRow {
  id: number;
  image: string;
  title: string;
  fileUrl: string;
}

/** Each certificate is a picture (drawn from the PRNG) and the PDF it opens. */
export function seedCertificates({ rand, assets, pdf }: SeedKit): CertificateRow[] {
  const certificateTitles = [
    'ISO 9001:2015 Quality Management',
    'ISO 14001:2015 Environmental Management',
    'ISO 45001:2018 Occupational Health & Safety',
    'Class A Electrical Contractor Licence',
    'Smart Meter Type Test Certificate (IS 16444)',
    'ISO/IEC 27001:2022 Information Security',
  ];
  return certificateTitles.map((title, i) => {
    const image = `/images/certificates/cert${i + 1}.png`;
    assets.set(image, { kind: 'certificate', w: 600, h: 420, title, seed: Math.floor(rand() * 1e9) });
    return { id: i + 1, image, title, fileUrl: pdf(`/files/certificates/cert${i + 1}.pdf`, title, 'Certificate — Voltline Power Systems Pvt Ltd') };
  });
}
