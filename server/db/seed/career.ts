import { esc, isoDaysBefore, type SeedKit, type Seo, slugify, TODAY } from './kit.ts';

export interface CareerRow {
  id: number;
  slug: string;
  post: string;
  qualification: string;
  yoe: string;
  location: string;
  keySkills: string[];
  details: string;
  seo: Seo;
  datePublished: string;
}

/** Draws nothing from the PRNG: its pictures are the shared inline ones. */
export function seedCareers({ inlineFor }: SeedKit): CareerRow[] {
  const careerDefs = [
    [
      'Senior Design Engineer – Substations',
      'B.E./B.Tech (Electrical)',
      '6-10 years',
      'Noida',
      ['Substation layout', 'AutoCAD', 'ETAP', 'Protection schemes', 'IEC 61850'],
    ],
    [
      'Project Manager – Transmission Lines',
      'B.E./B.Tech (Electrical/Civil)',
      '12-15 years',
      'Jhansi, Uttar Pradesh',
      ['Project planning', 'Primavera P6', 'Tower erection', 'Stringing', 'Client handling'],
    ],
    [
      'Site Engineer – Civil',
      'B.E./B.Tech/Diploma (Civil)',
      '3-6 years',
      'Bikaner, Rajasthan',
      ['Foundations', 'Quantity surveying', 'Quality control', 'Site safety'],
    ],
    [
      'Smart Metering Field Lead',
      'B.E./B.Tech (Electronics/Electrical)',
      '4-8 years',
      'Lucknow, Uttar Pradesh',
      ['AMI', 'RF mesh', 'Field team management', 'MDM systems'],
    ],
    ['Procurement Executive', 'B.E./MBA (Supply Chain)', '2-5 years', 'Noida', ['Vendor development', 'SAP MM', 'Negotiation', 'Expediting']],
    [
      'Quality Assurance Engineer',
      'B.E./B.Tech (Electrical/Mechanical)',
      '3-7 years',
      'Noida',
      ['Factory inspection', 'ISO 9001', 'Test reports', 'NCR closure'],
    ],
    ['HSE Officer', 'Diploma in Industrial Safety', '3-6 years', 'Angul, Odisha', ['ISO 45001', 'Permit to work', 'Toolbox talks', 'Incident investigation']],
    [
      'Business Development Manager – Middle East',
      'B.E. + MBA',
      '10-14 years',
      'Muscat, Oman',
      ['Tendering', 'GCC utilities', 'Estimation', 'Proposal writing', 'Arabic (preferred)'],
    ],
  ] as const;
  return careerDefs.map(([post, qualification, yoe, location, skills], i) => {
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
      id: i + 1,
      slug: slugify(post),
      post,
      qualification,
      yoe,
      location,
      keySkills: [...skills],
      details,
      seo: {
        metaTitle: `${post} – Careers at Voltline`,
        metaDescription: `Apply for ${post} at Voltline Power Systems, ${location}. ${yoe} experience, ${qualification}.`,
        metaKeywords: [...skills, 'jobs', 'Voltline'].join(', '),
      },
      datePublished: isoDaysBefore(TODAY, 4 + i * 9),
    };
  });
}
