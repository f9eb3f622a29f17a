// Fictional content for "Voltline Power Systems". Everything is derived from one
// fixed PRNG seed so ids, slugs, dates and picture recipes are identical on every
// machine, which keeps tests and screenshots stable.

export type Motif = 'tower' | 'substation' | 'solar' | 'meter' | 'city' | 'people' | 'globe' | 'grid';

export type Mood = 'day' | 'morning' | 'dusk' | 'blue';

/** `pan`: the scene is drawn this many pixels wider and shown from its left edge; a video made from it pans across the rest. */
export type SceneSpec = { kind: 'scene'; w: number; h: number; motif: Motif; seed: number; label?: string; mood?: Mood; pan?: number };

export type AssetSpec =
  | SceneSpec
  | { kind: 'logo'; w: number; h: number; name: string; seed: number }
  | { kind: 'portrait'; w: number; h: number; seed: number }
  | { kind: 'certificate'; w: number; h: number; title: string; seed: number }
  | { kind: 'pdf'; title: string; subtitle: string }
  /** A clip drawn from a scene (its first frame is that scene as a still: the poster). */
  | { kind: 'video'; w: number; h: number; seconds: number; scene: SceneSpec };

export interface Seo { metaTitle: string; metaDescription: string; metaKeywords: string }

export interface SeedContent {
  assets: Map<string, AssetSpec>;
  projects: {
    id: number; slug: string; image: string; title: string; clientName: string; about: string;
    projectType: string; capacity: string; location: string; projectDetails: string; seo: Seo;
    featured: boolean; datePublished: string;
  }[];
  blogCategories: { id: number; name: string }[];
  blogs: {
    id: number; slug: string; image: string; categoryId: number; title: string; excerpt: string;
    description: string; seo: Seo; datePublished: string;
  }[];
  news: {
    id: number; slug: string; image: string; title: string; shortDescription: string;
    description: string; seo: Seo; datePublished: string;
  }[];
  careers: {
    id: number; slug: string; post: string; qualification: string; yoe: string; location: string;
    keySkills: string[]; details: string; seo: Seo; datePublished: string;
  }[];
  announcements: { id: number; title: string; datePublished: string }[];
  clients: { id: number; name: string; logo: string }[];
  testimonials: {
    id: number; name: string; designation: string; customer: string; image: string | null;
    videoUrl: string | null; message: string;
  }[];
  forays: { id: number; image: string; title: string; description: string }[];
  leaders: { id: number; image: string; name: string; designation: string; description: string; linkedIn: string | null }[];
  certificates: { id: number; image: string; title: string; fileUrl: string }[];
  downloads: { id: number; name: string; fileUrl: string }[];
  annualReturns: { id: number; title: string; fileUrl: string }[];
  cultureImages: { id: number; image: string }[];
  homeVideos: { id: number; videoUrl: string }[];
  dropdowns: Record<DropdownKind, { id: number; name: string }[]>;
}

export const dropdownKinds = [
  'ConstitutionDdl', 'SupplierDdl', 'EPFDdl', 'EsiDdl', 'LcDdl',
  'MsmeRegistrationDdl', 'MsmeTypeDdl', 'HaveGstDdl', 'IsPreviouslyAssociated',
] as const;
export type DropdownKind = (typeof dropdownKinds)[number];

export const YES = 1;
export const NO = 2;

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-03-12" -> "12 Mar 2026", the display text the site shows as given. */
export function displayDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${Number(d)} ${MONTHS[Number(m) - 1] ?? ''} ${y}`;
}

function isoDaysBefore(base: string, days: number): string {
  const t = Date.parse(`${base}T00:00:00Z`) - days * 86400000;
  return new Date(t).toISOString().slice(0, 10);
}

export function slugify(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function at<T>(items: readonly T[], i: number): T {
  const item = items[i % items.length];
  if (item === undefined) throw new Error('empty list');
  return item;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const TODAY = '2026-03-12';

export function buildSeedContent(): SeedContent {
  const rand = mulberry32(20090415);
  const assets = new Map<string, AssetSpec>();
  const scene = (path: string, motif: Motif, w = 800, h = 500, mood?: Mood): string => {
    assets.set(path, { kind: 'scene', w, h, motif, seed: Math.floor(rand() * 1e9), ...(mood ? { mood } : {}) });
    return path;
  };
  // Video scenes take fixed seeds, not the PRNG's: adding one must not shift every id and date after it.
  const clip = (path: string, poster: string, motif: Motif, seed: number, mood: Mood, seconds = 8): void => {
    const still = (assets.get(poster) as SceneSpec | undefined) ?? { kind: 'scene', w: 1280, h: 720, motif, seed, mood };
    still.pan = 192;
    assets.set(poster, still);
    assets.set(path, { kind: 'video', w: 1280, h: 720, seconds, scene: still });
  };
  const pdf = (path: string, title: string, subtitle: string): string => {
    assets.set(path, { kind: 'pdf', title, subtitle });
    return path;
  };

  // Pictures used inside rich HTML bodies; shared so bodies stay light.
  const inlineMotifs: Motif[] = ['tower', 'substation', 'solar', 'meter', 'grid', 'people', 'city', 'globe'];
  const inlineImages = inlineMotifs.flatMap((m, i) => [
    scene(`/images/inline/${m}-${i + 1}a.png`, m, 800, 450),
    scene(`/images/inline/${m}-${i + 1}b.png`, m, 800, 450),
  ]);
  const inlineFor = (motif: Motif, n: number) =>
    at(inlineImages.filter((p) => p.includes(`/${motif}-`)), n);

  // The hero's poster is its video's first frame: transmission towers at dusk, no caption (the hero has its headline).
  scene('/images/hero-poster.png', 'tower', 1280, 720, 'dusk');

  // ---------- Projects ----------
  const towns: [string, string][] = [
    ['Jhansi', 'Uttar Pradesh'], ['Bikaner', 'Rajasthan'], ['Satna', 'Madhya Pradesh'], ['Bhuj', 'Gujarat'],
    ['Aurangabad', 'Maharashtra'], ['Gaya', 'Bihar'], ['Angul', 'Odisha'], ['Hisar', 'Haryana'],
    ['Bathinda', 'Punjab'], ['Tumakuru', 'Karnataka'], ['Tirunelveli', 'Tamil Nadu'], ['Dhanbad', 'Jharkhand'],
    ['Roorkee', 'Uttarakhand'], ['Nalgonda', 'Telangana'], ['Agra', 'Uttar Pradesh'], ['Kota', 'Rajasthan'],
    ['Rewa', 'Madhya Pradesh'], ['Rajkot', 'Gujarat'], ['Nagpur', 'Maharashtra'], ['Purnia', 'Bihar'],
    ['Sambalpur', 'Odisha'], ['Panipat', 'Haryana'], ['Ludhiana', 'Punjab'], ['Ballari', 'Karnataka'],
    ['Madurai', 'Tamil Nadu'], ['Bokaro', 'Jharkhand'], ['Haldwani', 'Uttarakhand'], ['Warangal', 'Telangana'],
  ];
  const abroad = [
    { town: 'Sohar', country: 'Oman' }, { town: 'Al Dhafra', country: 'United Arab Emirates' },
    { town: 'Antofagasta', country: 'Chile' }, { town: 'Arequipa', country: 'Peru' },
  ];
  const utilities = [
    'Northern Grid Transmission Corporation', 'Uttar Vidyut Vitaran Nigam', 'Rajmarg Power Transmission Ltd',
    'Madhya Urja Distribution Company', 'Kaveri Renewables Pvt Ltd', 'Saurashtra Transco Ltd',
    'Eastern Power Links Ltd', 'Deccan Smart Utilities Ltd', 'Himgiri Hydro Evacuation Ltd',
    'Gulf Interconnect Grid Company', 'Andes Transmisión Eléctrica S.A.', 'Sunfield Solar Parks Ltd',
  ];
  const transco = [utilities[0]!, utilities[2]!, utilities[5]!, utilities[6]!, utilities[8]!];
  const discoms = [utilities[1]!, utilities[3]!, utilities[7]!];
  const solarCos = [utilities[4]!, utilities[11]!];
  type ProjectKind = { type: string; motif: Motif; clients: string[]; make: (i: number) => { title: string; capacity: string; about: string } };
  const kinds: ProjectKind[] = [
    {
      type: 'Substation', motif: 'substation', clients: transco,
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
      type: 'Transmission Line', motif: 'tower', clients: transco,
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
      type: 'Smart Metering', motif: 'meter', clients: discoms,
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
      type: 'Solar EPC', motif: 'solar', clients: solarCos,
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
      type: 'Distribution Network', motif: 'grid', clients: discoms,
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
  const projects: SeedContent['projects'] = [];
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
      ? (foreign.country === 'Oman' || foreign.country === 'United Arab Emirates' ? utilities[9]! : utilities[10]!)
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
      id: i + 1, slug, image, title, clientName, about: made.about, projectType: kind.type,
      capacity: made.capacity, location, projectDetails: details,
      seo: {
        metaTitle: `${title} | Voltline Power Systems`,
        metaDescription: made.about.slice(0, 155),
        metaKeywords: [kind.type, made.capacity.split(',')[0] ?? '', town, 'EPC', 'Voltline'].join(', '),
      },
      featured: i < 9,
      datePublished: awarded,
    });
  }

  // ---------- Blogs ----------
  const blogCategories = [
    { id: 1, name: 'Transmission' }, { id: 2, name: 'Substations' }, { id: 3, name: 'Smart Metering' },
    { id: 4, name: 'Renewables' }, { id: 5, name: 'Safety & Quality' },
  ];
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
  const blogs: SeedContent['blogs'] = blogTitles.map(([categoryId, title, motif], i) => {
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
      id: i + 1, slug, image: scene(`/images/blogs/b${String(i + 1).padStart(2, '0')}.png`, motif), categoryId,
      title, excerpt, description: body,
      seo: { metaTitle: `${title} | Voltline Blog`, metaDescription: excerpt.slice(0, 155), metaKeywords: `${cat}, power, EPC, Voltline` },
      datePublished: isoDaysBefore(TODAY, blogDay),
    };
  });

  // ---------- News ----------
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
  const news: SeedContent['news'] = newsTitles.map(([title, motif], i) => {
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
<tbody><tr><td>Announced</td><td>Noida</td></tr><tr><td>Segment</td><td>${esc(motif === 'meter' ? 'Smart Metering' : motif === 'solar' ? 'Renewables' : 'Power T&amp;D')}</td></tr></tbody>
</table>`.trim();
    newsDay += 8 + Math.floor(rand() * 12);
    return {
      id: i + 1, slug: slugify(title), image: scene(`/images/news/n${String(i + 1).padStart(2, '0')}.png`, motif),
      title, shortDescription, description: body,
      seo: { metaTitle: `${title} | Voltline Newsroom`, metaDescription: shortDescription.slice(0, 155), metaKeywords: 'Voltline, news, EPC, power' },
      datePublished: isoDaysBefore(TODAY, newsDay - 8),
    };
  });

  // ---------- Careers ----------
  const careerDefs = [
    ['Senior Design Engineer – Substations', 'B.E./B.Tech (Electrical)', '6-10 years', 'Noida', ['Substation layout', 'AutoCAD', 'ETAP', 'Protection schemes', 'IEC 61850']],
    ['Project Manager – Transmission Lines', 'B.E./B.Tech (Electrical/Civil)', '12-15 years', 'Jhansi, Uttar Pradesh', ['Project planning', 'Primavera P6', 'Tower erection', 'Stringing', 'Client handling']],
    ['Site Engineer – Civil', 'B.E./B.Tech/Diploma (Civil)', '3-6 years', 'Bikaner, Rajasthan', ['Foundations', 'Quantity surveying', 'Quality control', 'Site safety']],
    ['Smart Metering Field Lead', 'B.E./B.Tech (Electronics/Electrical)', '4-8 years', 'Lucknow, Uttar Pradesh', ['AMI', 'RF mesh', 'Field team management', 'MDM systems']],
    ['Procurement Executive', 'B.E./MBA (Supply Chain)', '2-5 years', 'Noida', ['Vendor development', 'SAP MM', 'Negotiation', 'Expediting']],
    ['Quality Assurance Engineer', 'B.E./B.Tech (Electrical/Mechanical)', '3-7 years', 'Noida', ['Factory inspection', 'ISO 9001', 'Test reports', 'NCR closure']],
    ['HSE Officer', 'Diploma in Industrial Safety', '3-6 years', 'Angul, Odisha', ['ISO 45001', 'Permit to work', 'Toolbox talks', 'Incident investigation']],
    ['Business Development Manager – Middle East', 'B.E. + MBA', '10-14 years', 'Muscat, Oman', ['Tendering', 'GCC utilities', 'Estimation', 'Proposal writing', 'Arabic (preferred)']],
  ] as const;
  const careers: SeedContent['careers'] = careerDefs.map(([post, qualification, yoe, location, skills], i) => {
    const details = `
<h2>About the role</h2>
<p>Voltline Power Systems is hiring a ${esc(post)} to join a team that delivers high-voltage EPC projects on time and safely. You will work with engineering, procurement and site teams from tender to handover.</p>
<h3>Responsibilities</h3>
<ul>
<li>Own deliverables for your function on one or more live projects</li>
<li>Coordinate with clients, consultants and vendors on technical matters</li>
<li>Report progress, risks and quality metrics every week</li>
<li>Mentor junior colleagues and uphold our safety rules</li>
</ul>
<h3>What we offer</h3>
<table>
<thead><tr><th>Benefit</th><th>Detail</th></tr></thead>
<tbody>
<tr><td>Growth</td><td>Structured capability-development programme</td></tr>
<tr><td>Health</td><td>Medical insurance for you and your family</td></tr>
<tr><td>Rewards</td><td>Annual performance bonus and spot awards</td></tr>
</tbody>
</table>
<img src="${inlineFor('people', i)}" alt="Voltline team at work" width="800" height="450">`.trim();
    return {
      id: i + 1, slug: slugify(post), post, qualification, yoe, location, keySkills: [...skills], details,
      seo: { metaTitle: `${post} – Careers at Voltline`, metaDescription: `Apply for ${post} at Voltline Power Systems, ${location}. ${yoe} experience, ${qualification}.`, metaKeywords: [...skills, 'jobs', 'Voltline'].join(', ') },
      datePublished: isoDaysBefore(TODAY, 4 + i * 9),
    };
  });

  // ---------- Small lists ----------
  const announcements = [
    'Voltline awarded its first 765 kV transmission line project',
    'Board approves expansion of the Noida design centre',
    'Vendor registration now open for FY 2026-27 supplies',
    'Results of the lineman training scholarship announced',
    'Annual Return for FY 2024-25 published in Investors section',
  ].map((title, i) => ({ id: i + 1, title, datePublished: isoDaysBefore(TODAY, i * 19 + 1) }));

  const clientNames = [
    'Northern Grid', 'Uttar Vidyut', 'Rajmarg Power', 'Madhya Urja', 'Kaveri Renewables', 'Saurashtra Transco',
    'Eastern Links', 'Deccan Utilities', 'Himgiri Hydro', 'Gulf Interconnect', 'Andes Electrica', 'Sunfield Solar',
    'Indus Power', 'Coastal Energy', 'Aravali Grid', 'Narmada Transco', 'Ganga Power', 'Vindhya Energy',
    'Oasis Utilities', 'Pacifico Energia',
  ];
  const clients = clientNames.map((name, i) => {
    const logo = `/images/clients/c${String(i + 1).padStart(2, '0')}.png`;
    assets.set(logo, { kind: 'logo', w: 240, h: 120, name, seed: Math.floor(rand() * 1e9) });
    return { id: i + 1, name, logo };
  });

  const testimonialVideos = ['/videos/testimonial-1.mp4', '/videos/testimonial-2.mp4'];
  testimonialVideos.forEach((v, i) => clip(v, `/images/posters/testimonial-${i + 1}.png`, i ? 'substation' : 'people', 7101 + i, i ? 'dusk' : 'morning'));
  const testimonialDefs = [
    ['Rakesh Malhotra', 'Chief Engineer (Transmission)', 'Northern Grid Transmission Corporation', 'Voltline completed our 400 kV line three weeks early with an excellent safety record. Their site teams are disciplined and responsive.'],
    ['Ahmed Al-Harthy', 'Director, Projects', 'Gulf Interconnect Grid Company', null],
    ['Sunita Rao', 'General Manager, Metering', 'Deccan Smart Utilities Ltd', 'The smart metering rollout was planned meticulously; consumer complaints dropped and our billing efficiency improved within months.'],
    ['Carlos Mendoza', 'Head of Engineering', 'Andes Transmisión Eléctrica S.A.', null],
    ['Vikram Sethi', 'CEO', 'Sunfield Solar Parks Ltd', 'From design to commissioning, Voltline handled our solar evacuation substation with great technical depth.'],
  ] as const;
  let videoIdx = 0;
  const testimonials = testimonialDefs.map(([name, designation, customer, message], i) => {
    const isVideo = message === null;
    return {
      id: i + 1, name, designation, customer,
      image: isVideo ? null : (() => {
        const p = `/images/testimonials/t${i + 1}.png`;
        assets.set(p, { kind: 'portrait', w: 400, h: 400, seed: Math.floor(rand() * 1e9) });
        return p;
      })(),
      videoUrl: isVideo ? at(testimonialVideos, videoIdx++) : null,
      message: message ?? `${name} of ${customer} shares their experience of working with Voltline Power Systems.`,
    };
  });

  const forays = [
    ['Oman', 'Regional office in Muscat supporting 132 kV and 220 kV substation and line tenders across the Sultanate.'],
    ['United Arab Emirates', 'Substation EPC and grid-connection works for utilities and renewable developers in Abu Dhabi and Dubai.'],
    ['Chile', 'Transmission and solar evacuation projects in the Atacama region with a local engineering partner.'],
    ['Peru', 'Evacuation line and pooling substation for a hybrid wind-solar park in southern Peru.'],
  ].map(([title, description], i) => ({
    id: i + 1, title: title!, description: description!,
    image: scene(`/images/forays/f${i + 1}.png`, 'globe', 800, 500),
  }));

  const leaderDefs = [
    ['Arjun Khanna', 'Chairman & Managing Director', 'Founded Voltline in 2009 after two decades in power transmission; leads strategy and international expansion.', 'https://www.linkedin.com/in/arjun-khanna-voltline'],
    ['Meera Iyer', 'Chief Executive Officer', 'Drives operations, digital project controls and the smart metering business.', 'https://www.linkedin.com/in/meera-iyer-voltline'],
    ['Rohit Bansal', 'Chief Financial Officer', 'Chartered accountant overseeing finance, treasury and investor relations.', 'https://www.linkedin.com/in/rohit-bansal-voltline'],
    ['Dr. Kavita Menon', 'Director – Engineering', 'PhD in power systems; heads substation and line design in Noida.', 'https://www.linkedin.com/in/kavita-menon-voltline'],
    ['Sameer Qureshi', 'Head – International Business', 'Leads growth in the Middle East and Latin America.', 'https://www.linkedin.com/in/sameer-qureshi-voltline'],
    ['Anil Verma', 'Head – Health, Safety & Environment', 'Built the zero-harm programme behind ten million safe man-hours.', null],
  ] as const;
  const leaders = leaderDefs.map(([name, designation, description, linkedIn], i) => {
    const image = `/images/leaders/l${i + 1}.png`;
    assets.set(image, { kind: 'portrait', w: 400, h: 400, seed: Math.floor(rand() * 1e9) });
    return { id: i + 1, image, name, designation, description, linkedIn };
  });

  const certificateTitles = [
    'ISO 9001:2015 Quality Management', 'ISO 14001:2015 Environmental Management',
    'ISO 45001:2018 Occupational Health & Safety', 'Class A Electrical Contractor Licence',
    'Smart Meter Type Test Certificate (IS 16444)', 'ISO/IEC 27001:2022 Information Security',
  ];
  const certificates = certificateTitles.map((title, i) => {
    const image = `/images/certificates/cert${i + 1}.png`;
    assets.set(image, { kind: 'certificate', w: 600, h: 420, title, seed: Math.floor(rand() * 1e9) });
    return { id: i + 1, image, title, fileUrl: pdf(`/files/certificates/cert${i + 1}.pdf`, title, 'Certificate — Voltline Power Systems Pvt Ltd') };
  });

  const downloadNames = [
    'Company Profile 2026', 'Smart Meter Brochure', 'Substation EPC Capabilities', 'Transmission Line Capabilities',
    'Quality Policy', 'HSE Policy', 'Environmental Policy', 'Code of Conduct', 'Vendor Code of Conduct',
    'CSR Policy', 'Project Reference List', 'Corporate Presentation',
  ];
  const downloads = downloadNames.map((name, i) => ({
    id: i + 1, name,
    fileUrl: pdf(`/files/downloads/d${String(i + 1).padStart(2, '0')}.pdf`, name, 'Voltline Power Systems'),
  }));

  const annualReturns = Array.from({ length: 12 }, (_, i) => {
    const y = 2024 - i;
    const title = `Annual Return FY ${y}-${String((y + 1) % 100).padStart(2, '0')}`;
    return { id: i + 1, title, fileUrl: pdf(`/files/annual-returns/ar-${y}-${y + 1}.pdf`, title, 'Form MGT-7 — Voltline Power Systems Pvt Ltd') };
  });

  const cultureMotifs: Motif[] = ['people', 'city', 'people', 'grid', 'people', 'solar'];
  const cultureImages = Array.from({ length: 36 }, (_, i) => ({
    id: i + 1, image: scene(`/images/culture/k${String(i + 1).padStart(2, '0')}.png`, at(cultureMotifs, i), 800, 500),
  }));

  clip('/videos/hero.mp4', '/images/hero-poster.png', 'tower', 0, 'dusk', 10);
  // Extra company videos for the story page, served like the others (each with a poster of its first frame).
  clip('/videos/story-1.mp4', '/images/posters/story-1.png', 'substation', 5201, 'blue');
  clip('/videos/story-2.mp4', '/images/posters/story-2.png', 'grid', 5202, 'morning');
  const homeVideos = [{ id: 1, videoUrl: '/videos/hero.mp4' }];

  const yesNo = [{ id: YES, name: 'Yes' }, { id: NO, name: 'No' }];
  const dropdowns: SeedContent['dropdowns'] = {
    ConstitutionDdl: ['Proprietorship', 'Partnership', 'LLP', 'Private Limited', 'Public Limited', 'Trust / Society'].map((name, i) => ({ id: i + 1, name })),
    SupplierDdl: ['Manufacturer', 'Trader', 'Service Provider', 'Contractor', 'Consultant'].map((name, i) => ({ id: i + 1, name })),
    EPFDdl: yesNo, EsiDdl: yesNo, LcDdl: yesNo, MsmeRegistrationDdl: yesNo,
    MsmeTypeDdl: ['Micro', 'Small', 'Medium'].map((name, i) => ({ id: i + 1, name })),
    HaveGstDdl: yesNo, IsPreviouslyAssociated: yesNo,
  };

  // Unused by the API lists but referenced by the smart meters page.
  pdf('/files/brochures/smart-meter-brochure.pdf', 'Smart Meter Solutions', 'Company profile — Voltline Power Systems');

  return {
    assets, projects, blogCategories, blogs, news, careers, announcements, clients, testimonials, forays,
    leaders, certificates, downloads, annualReturns, cultureImages, homeVideos, dropdowns,
  };
}
