import type { Motif } from '../../media/assets.ts';
import { at, type SeedKit } from './kit.ts';

export interface CultureImageRow {
  id: number;
  image: string;
}

export function seedCultureImages({ scene }: SeedKit): CultureImageRow[] {
  const cultureMotifs: Motif[] = ['people', 'city', 'people', 'grid', 'people', 'solar'];
  return Array.from({ length: 36 }, (_, i) => ({
    id: i + 1,
    image: scene(`/images/culture/k${String(i + 1).padStart(2, '0')}.png`, at(cultureMotifs, i), 800, 500),
  }));
}
