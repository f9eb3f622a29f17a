import type { SeedKit } from './kit.ts';

export interface LeaderRow {
  id: number;
  image: string;
  name: string;
  designation: string;
  description: string;
  linkedIn: string | null;
}

export function seedLeaders({ rand, assets }: SeedKit): LeaderRow[] {
  const leaderDefs = [
    [
      'Arjun Khanna',
      'Chairman & Managing Director',
      'Founded Voltline in 2009 after two decades in power transmission; leads strategy and international expansion.',
      'https://www.linkedin.com/in/arjun-khanna-voltline',
    ],
    [
      'Meera Iyer',
      'Chief Executive Officer',
      'Drives operations, digital project controls and the smart metering business.',
      'https://www.linkedin.com/in/meera-iyer-voltline',
    ],
    [
      'Rohit Bansal',
      'Chief Financial Officer',
      'Chartered accountant overseeing finance, treasury and investor relations.',
      'https://www.linkedin.com/in/rohit-bansal-voltline',
    ],
    [
      'Dr. Kavita Menon',
      'Director – Engineering',
      'PhD in power systems; heads substation and line design in Noida.',
      'https://www.linkedin.com/in/kavita-menon-voltline',
    ],
    [
      'Sameer Qureshi',
      'Head – International Business',
      'Leads growth in the Middle East and Latin America.',
      'https://www.linkedin.com/in/sameer-qureshi-voltline',
    ],
    ['Anil Verma', 'Head – Health, Safety & Environment', 'Built the zero-harm programme behind ten million safe man-hours.', null],
  ] as const;
  return leaderDefs.map(([name, designation, description, linkedIn], i) => {
    const image = `/images/leaders/l${i + 1}.png`;
    assets.set(image, { kind: 'portrait', w: 400, h: 400, seed: Math.floor(rand() * 1e9) });
    return { id: i + 1, image, name, designation, description, linkedIn };
  });
}
