import type { Motif } from '../../media/assets.ts';
import { abroad, discoms, solarCos, towns, transco, utilities } from './project-data.ts';
import { at, esc, isoDaysBefore, type SeedKit, type Seo, slugify, TODAY } from './kit.ts';

export interface ProjectRow {
  id: number;
  slug: string;
  image: string;
  title: string;
  clientName: string;
  about: string;
  projectType: string;
  capacity: string;
  location: string;
  projectDetails: string;
  seo: Seo;
  featured: boolean;
  datePublished: string;
}

type ProjectKind = { type: string; motif: Motif; clients: string[]; make: (i: number) => { title: string; capacity: string; about: string } };
/** The five kinds of work, each making a project's title, capacity and description (drawing from `rand` as it goes). */
function projectKinds(rand: () => number): ProjectKind[] {
  return [
    {
      type: 'Substation',
      motif: 'substation',
      clients: transco,
      make: (i) => {
        const v = at(['400/220 kV', '220/132 kV', '132/33 kV', '400/132 kV'], i);
        const mva = at(['1500 MVA', '630 MVA', '200 MVA', '1000 MVA'], i);
        const gis = i % 2 === 0 ? 'GIS' : 'AIS';
        return {
          title: `${v} ${gis} Substation`,
          capacity: `${v}, ${mva}`,
          about: `Turnkey design, supply, erection, testing and commissioning of a ${v} ${gis === 'GIS' ? 'gas-insulated' : 'air-insulated'} substation with ${mva} transformation capacity, including civil works, protection, SCADA integration and bay extensions.`,
        };
      },
    },
    {
      type: 'Transmission Line',
      motif: 'tower',
      clients: transco,
      make: (i) => {
        // Only project 1 is 765 kV: the hero calls it the company's first.
        const v = i === 0 ? '765 kV' : at(['400 kV', '220 kV', '132 kV'], i - 1);
        const km = 40 + Math.floor(rand() * 260);
        const circuit = i % 2 === 0 ? 'D/C' : 'S/C';
        return {
          title: `${v} ${circuit} Transmission Line`,
          capacity: `${v} ${circuit}, ${km} km`,
          about: `Survey, tower foundation, erection and stringing of a ${km} km ${v} ${circuit === 'D/C' ? 'double' : 'single'}-circuit overhead line with ${Math.round(km * 2.8)} lattice towers across mixed terrain, river crossings and forest stretches.`,
        };
      },
    },
    {
      type: 'Smart Metering',
      motif: 'meter',
      clients: discoms,
      make: () => {
        const n = (1 + Math.floor(rand() * 9)) * 50000;
        return {
          title: 'Smart Prepaid Metering Programme',
          capacity: `${n.toLocaleString('en-IN')} smart meters`,
          about: `Supply, installation and head-end integration of ${n.toLocaleString('en-IN')} single- and three-phase smart meters with RF mesh and cellular communication, meter data management and consumer app onboarding.`,
        };
      },
    },
    {
      type: 'Solar EPC',
      motif: 'solar',
      clients: solarCos,
      make: () => {
        const mw = (2 + Math.floor(rand() * 20)) * 10;
        return {
          title: `${mw} MWp Ground-Mounted Solar Plant`,
          capacity: `${mw} MWp / ${Math.round(mw * 0.8)} MWac`,
          about: `Engineering, procurement and construction of a ${mw} MWp solar photovoltaic plant with single-axis trackers, inverter stations and a 33 kV pooling substation connected to the state grid.`,
        };
      },
    },
    {
      type: 'Distribution Network',
      motif: 'grid',
      clients: discoms,
      make: () => {
        const km = 300 + Math.floor(rand() * 900);
        return {
          title: 'Distribution Network Strengthening',
          capacity: `33/11 kV, ${km} circuit km`,
          about: `Reconductoring, new 33/11 kV feeders, aerial bundled cabling and ${Math.round(km / 12)} distribution transformers to cut technical losses and improve reliability for rural and urban consumers.`,
        };
      },
    },
  ];
}

/** 32 projects across five kinds of work; the first is the 765 kV line the home hero announces. */
export function seedProjects({ rand, scene, inlineFor }: SeedKit): ProjectRow[] {
  const kinds = projectKinds(rand);
  const projects: ProjectRow[] = [];
  for (let i = 0; i < 32; i++) {
    // The first project is the recently awarded 765 kV line the home hero talks about.
    const kind = i === 0 ? kinds[1]! : at(kinds, i);
    const made = kind.make(i === 0 ? 0 : Math.floor(i / kinds.length) + 1);
    const foreign = i % 9 === 4 ? at(abroad, Math.floor(i / 9)) : null;
    const [homeTown, state] = at(towns, i);
    const town = foreign ? foreign.town : homeTown;
    const location = foreign ? `${foreign.town}, ${foreign.country}` : `${town}, ${state}`;
    const title = `${made.title}, ${town}`;
    const slug = slugify(title) + (projects.some((p) => p.slug === slugify(title)) ? `-${i + 1}` : '');
    const clientName = foreign
      ? foreign.country === 'Oman' || foreign.country === 'United Arab Emirates'
        ? utilities[9]!
        : utilities[10]!
      : at(kind.clients, Math.floor(i / kinds.length));
    const image = scene(`/images/projects/p${String(i + 1).padStart(2, '0')}.png`, kind.motif, 800, 500);
    const awarded = isoDaysBefore(TODAY, i * 37 + Math.floor(rand() * 20));
    const months = 12 + Math.floor(rand() * 18);
    const details = `
<h2>Scope of work</h2>
<p>${esc(made.about)}</p>
<p>Voltline Power Systems delivered the work for ${esc(clientName)} with an in-house design team in Noida and a site organisation of ${60 + Math.floor(rand() * 240)} people at peak.</p>
<img src="${inlineFor(kind.motif, i)}" alt="${esc(kind.type)} works at ${esc(town)}" width="800" height="450">
<h3>Highlights</h3>
<ul>
<li>Detailed engineering and vendor drawings approved in ${4 + Math.floor(rand() * 6)} weeks</li>
<li>Zero lost-time injuries over ${(200 + Math.floor(rand() * 900)) * 1000} safe man-hours</li>
<li>Commissioned in ${months} months against a contractual ${months + 2} months</li>
</ul>
<h3>Key figures</h3>
<table>
<thead><tr><th>Parameter</th><th>Value</th></tr></thead>
<tbody>
<tr><td>Project type</td><td>${esc(kind.type)}</td></tr>
<tr><td>Capacity</td><td>${esc(made.capacity)}</td></tr>
<tr><td>Location</td><td>${esc(location)}</td></tr>
<tr><td>Execution period</td><td>${months} months</td></tr>
</tbody>
</table>
<h3>Outcome</h3>
<p>The asset now supports reliable power evacuation and lower losses in the region, and the team carried the lessons into our next ${esc(kind.type.toLowerCase())} assignments.</p>`.trim();
    projects.push({
      id: i + 1,
      slug,
      image,
      title,
      clientName,
      about: made.about,
      projectType: kind.type,
      capacity: made.capacity,
      location,
      projectDetails: details,
      seo: {
        metaTitle: `${title} | Voltline Power Systems`,
        metaDescription: made.about.slice(0, 155),
        metaKeywords: [kind.type, made.capacity.split(',')[0] ?? '', town, 'EPC', 'Voltline'].join(', '),
      },
      featured: i < 9,
      datePublished: awarded,
    });
  }
  return projects;
}
