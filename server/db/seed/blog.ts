import type { Motif } from '../../media/assets.ts';
import { blogCategories } from './blog-category.ts';
import { esc, isoDaysBefore, type SeedKit, type Seo, slugify, TODAY } from './kit.ts';

export interface BlogRow {
  id: number;
  slug: string;
  image: string;
  categoryId: number;
  title: string;
  excerpt: string;
  description: string;
  seo: Seo;
  datePublished: string;
}

export function seedBlogs({ rand, scene, inlineFor }: SeedKit): BlogRow[] {
  const blogTitles: [number, string, Motif][] = [
    [1, 'Why 765 kV Corridors Matter for India’s Energy Transition', 'tower'],
    [1, 'Stringing in Difficult Terrain: Lessons from the Field', 'tower'],
    [1, 'Choosing Between Lattice Towers and Monopoles', 'tower'],
    [1, 'Right-of-Way Challenges and How EPC Teams Solve Them', 'tower'],
    [1, 'HTLS Conductors: Doubling Capacity Without New Corridors', 'tower'],
    [1, 'Drone Surveys for Transmission Route Optimisation', 'tower'],
    [2, 'GIS vs AIS: Picking the Right Substation Technology', 'substation'],
    [2, 'Digital Substations and IEC 61850 in Practice', 'substation'],
    [2, 'Commissioning Checklists That Save Weeks', 'substation'],
    [2, 'Earthing Design for High Fault-Level Substations', 'substation'],
    [2, 'Transformer Logistics: Moving 300 Tonnes Safely', 'substation'],
    [2, 'Protection Coordination Basics for Utility Engineers', 'substation'],
    [3, 'Smart Meters Explained for First-Time Utilities', 'meter'],
    [3, 'Prepaid Metering and the Revenue Gap', 'meter'],
    [3, 'RF Mesh or Cellular? Communication Choices for AMI', 'meter'],
    [3, 'Meter Data Management: From Reads to Insights', 'meter'],
    [3, 'Rolling Out 100,000 Meters in 12 Months', 'meter'],
    [3, 'Consumer Engagement in Smart Meter Programmes', 'meter'],
    [4, 'Integrating Utility-Scale Solar into Weak Grids', 'solar'],
    [4, 'Single-Axis Trackers: Yield Versus Cost', 'solar'],
    [4, 'Green Energy Corridors and Evacuation Planning', 'solar'],
    [4, 'Battery Storage at the Substation Fence', 'solar'],
    [4, 'Hybrid Wind-Solar Parks: EPC Considerations', 'solar'],
    [4, 'Module Cleaning Strategies for Desert Sites', 'solar'],
    [5, 'Building a Zero-Harm Culture on EPC Sites', 'people'],
    [5, 'Working at Height: Our Tower Erection Safety Rules', 'people'],
    [5, 'Quality Gates from Factory Inspection to Handover', 'grid'],
    [5, 'What ISO 45001 Changed on Our Sites', 'people'],
    [5, 'Permit-to-Work Systems That Crews Actually Use', 'people'],
    [5, 'Lessons from 10 Million Safe Man-Hours', 'people'],
    [1, 'Expanding Transmission Expertise to the Middle East', 'globe'],
    [4, 'Latin America’s Renewable Boom and the Grid Behind It', 'globe'],
  ];
  let blogDay = 3;
  return blogTitles.map(([categoryId, title, motif], i) => {
    const cat = blogCategories.find((c) => c.id === categoryId)!.name;
    const excerpt = `${title.replace(/[:?].*$/, '')} — practical notes from Voltline’s ${cat.toLowerCase()} teams on planning, execution and the numbers that matter.`;
    const body = `
<p>${esc(excerpt)}</p>
<h2>The context</h2>
<p>Power demand in India keeps growing faster than new corridors can be approved, and utilities now expect EPC partners to bring engineering answers, not only construction crews. In this article our engineers share what has worked on recent ${esc(cat.toLowerCase())} assignments.</p>
<img src="${inlineFor(motif, i)}" alt="${esc(title)}" width="800" height="450">
<h2>What we learned</h2>
<ol>
<li>Freeze the design basis early and keep a single source of truth for drawings.</li>
<li>Plan procurement around the longest-lead items, usually transformers, conductors and GIS bays.</li>
<li>Measure progress weekly against the baseline, and escalate slippage within days, not months.</li>
</ol>
<h3>By the numbers</h3>
<table>
<thead><tr><th>Metric</th><th>Typical</th><th>Voltline projects</th></tr></thead>
<tbody>
<tr><td>On-time delivery</td><td>72%</td><td>98%</td></tr>
<tr><td>Rework rate</td><td>6%</td><td>${(1 + rand() * 2).toFixed(1)}%</td></tr>
<tr><td>Lost-time injury rate</td><td>0.4</td><td>0.0</td></tr>
</tbody>
</table>
<p>Want to discuss a similar project? Write to us and our team will get back within two working days.</p>`.trim();
    blogDay += 6 + Math.floor(rand() * 8);
    const slug = slugify(title);
    return {
      id: i + 1,
      slug,
      image: scene(`/images/blogs/b${String(i + 1).padStart(2, '0')}.png`, motif),
      categoryId,
      title,
      excerpt,
      description: body,
      seo: { metaTitle: `${title} | Voltline Blog`, metaDescription: excerpt.slice(0, 155), metaKeywords: `${cat}, power, EPC, Voltline` },
      datePublished: isoDaysBefore(TODAY, blogDay),
    };
  });
}
