import type { SeedKit } from './kit.ts';

export interface ForayRow {
  id: number;
  image: string;
  title: string;
  description: string;
}

export function seedForays({ scene }: SeedKit): ForayRow[] {
  return [
    ['Oman', 'Regional office in Muscat supporting 132 kV and 220 kV substation and line tenders across the Sultanate.'],
    ['United Arab Emirates', 'Substation EPC and grid-connection works for utilities and renewable developers in Abu Dhabi and Dubai.'],
    ['Chile', 'Transmission and solar evacuation projects in the Atacama region with a local engineering partner.'],
    ['Peru', 'Evacuation line and pooling substation for a hybrid wind-solar park in southern Peru.'],
  ].map(([title, description], i) => ({
    id: i + 1,
    title: title!,
    description: description!,
    image: scene(`/images/forays/f${i + 1}.png`, 'globe', 800, 500),
  }));
}
