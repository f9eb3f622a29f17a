import type { Motif } from '../../media/assets.ts';
import { esc, isoDaysBefore, type SeedKit, type Seo, slugify, TODAY } from './kit.ts';

export interface NewsRow {
  id: number;
  slug: string;
  image: string;
  title: string;
  shortDescription: string;
  description: string;
  seo: Seo;
  datePublished: string;
}

export function seedNews({ rand, scene, inlineFor }: SeedKit): NewsRow[] {
  const newsTitles: [string, Motif][] = [
    ['Voltline Wins Its First 765 kV Transmission Line Contract', 'tower'],
    ['Voltline Opens Regional Office in Muscat', 'globe'],
    ['Smart Meter Order of 2.5 Lakh Units Secured in Uttar Pradesh', 'meter'],
    ['Voltline Commissions 400/220 kV GIS Substation Ahead of Schedule', 'substation'],
    ['Voltline Enters Chilean Transmission Market', 'globe'],
    ['Company Crosses 10 Million Safe Man-Hours', 'people'],
    ['New Design Centre Inaugurated in Noida', 'city'],
    ['Voltline Recognised Among Fastest Growing EPC Firms', 'city'],
    ['120 MWp Solar Plant Handed Over in Rajasthan', 'solar'],
    ['Voltline Signs MoU for Green Energy Corridor Works', 'tower'],
    ['ISO 45001 Recertification Completed Across Sites', 'people'],
    ['Voltline Partners with Technical Institutes on Lineman Training', 'people'],
    ['Distribution Strengthening Project Cuts Losses by 9%', 'grid'],
    ['Voltline Bags Substation Order in the UAE', 'substation'],
    ['Smart Metering Head-End Goes Live for 1 Lakh Consumers', 'meter'],
    ['Voltline Celebrates 15 Years of Powering India', 'city'],
    ['Peru Hybrid Park Evacuation Line Contract Awarded', 'globe'],
    ['Annual Supplier Meet Brings Together 500+ Partners', 'people'],
    ['Voltline Adopts Drone Inspection for All Line Projects', 'tower'],
    ['CSR: Community Kitchens Serve One Million Meals', 'people'],
  ];
  let newsDay = 0;
  return newsTitles.map(([title, motif], i) => {
    const shortDescription = `${title}. The Noida-based EPC and power transmission company continues to grow its order book at home and abroad.`;
    const body = `
<p><strong>Noida, India</strong> — ${esc(title)}. Voltline Power Systems, founded in 2009, announced the milestone today.</p>
<img src="${inlineFor(motif, i + 1)}" alt="${esc(title)}" width="800" height="450">
<h2>About the milestone</h2>
<p>The company said the development strengthens its position as one of India’s fastest growing EPC and transmission and distribution players as it expands into the Middle East and Latin America.</p>
<ul>
<li>Order book: over ₹${(2000 + Math.floor(rand() * 3000)).toLocaleString('en-IN')} crore</li>
<li>Projects under execution: ${5 + Math.floor(rand() * 5)}</li>
<li>Workforce: 200+ engineers and specialists</li>
</ul>
<h3>Management comment</h3>
<p>“Every milestone is the result of our teams’ commitment to quality, safety and on-time delivery,” said the Managing Director.</p>
<table>
<thead><tr><th>Item</th><th>Detail</th></tr></thead>
<tbody><tr><td>Announced</td><td>Noida</td></tr><tr><td>Segment</td><td>${esc(motif === 'meter' ? 'Smart Metering' : motif === 'solar' ? 'Renewables' : 'Power T&D')}</td></tr></tbody>
</table>`.trim();
    newsDay += 8 + Math.floor(rand() * 12);
    return {
      id: i + 1,
      slug: slugify(title),
      image: scene(`/images/news/n${String(i + 1).padStart(2, '0')}.png`, motif),
      title,
      shortDescription,
      description: body,
      seo: { metaTitle: `${title} | Voltline Newsroom`, metaDescription: shortDescription.slice(0, 155), metaKeywords: 'Voltline, news, EPC, power' },
      datePublished: isoDaysBefore(TODAY, newsDay - 8),
    };
  });
}
