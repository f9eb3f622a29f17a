import type { SeedKit } from './kit.ts';

export interface ClientRow {
  id: number;
  name: string;
  logo: string;
}

export function seedClients({ rand, assets }: SeedKit): ClientRow[] {
  const clientNames = [
    'Northern Grid',
    'Uttar Vidyut',
    'Rajmarg Power',
    'Madhya Urja',
    'Kaveri Renewables',
    'Saurashtra Transco',
    'Eastern Links',
    'Deccan Utilities',
    'Himgiri Hydro',
    'Gulf Interconnect',
    'Andes Electrica',
    'Sunfield Solar',
    'Indus Power',
    'Coastal Energy',
    'Aravali Grid',
    'Narmada Transco',
    'Ganga Power',
    'Vindhya Energy',
    'Oasis Utilities',
    'Pacifico Energia',
  ];
  return clientNames.map((name, i) => {
    const logo = `/images/clients/c${String(i + 1).padStart(2, '0')}.png`;
    assets.set(logo, { kind: 'logo', w: 240, h: 120, name, seed: Math.floor(rand() * 1e9) });
    return { id: i + 1, name, logo };
  });
}
