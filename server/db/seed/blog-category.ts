export interface BlogCategoryRow {
  id: number;
  name: string;
}

export const blogCategories: BlogCategoryRow[] = [
  { id: 1, name: 'Transmission' },
  { id: 2, name: 'Substations' },
  { id: 3, name: 'Smart Metering' },
  { id: 4, name: 'Renewables' },
  { id: 5, name: 'Safety & Quality' },
];
