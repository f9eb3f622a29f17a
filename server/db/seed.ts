import type { Db } from './database.ts';
import type { AssetSpec } from '../media/assets.ts';
import { buildSeedContent } from './seed/index.ts';
import { dropdownKinds } from './vocabulary.ts';

/** Seeds content once; returns false when the database already carries it. Says what it wrote, with counts and time. */
export function seedIfEmpty(db: Db, log: (line: string) => void = process.env.VITEST ? () => {} : (line) => console.log(line)): boolean {
  const seeded = db.prepare("SELECT value FROM meta WHERE key = 'seeded_at'").pluck().get();
  if (seeded !== undefined) return false;
  const started = Date.now();
  const c = buildSeedContent();

  db.transaction(() => {
    const project = db.prepare(`INSERT INTO project (id, slug, image, title, client_name, about, project_type, capacity,
      location, project_details, meta_title, meta_description, meta_keywords, featured, date_published, sort_order)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    c.projects.forEach((p, i) =>
      project.run(
        p.id,
        p.slug,
        p.image,
        p.title,
        p.clientName,
        p.about,
        p.projectType,
        p.capacity,
        p.location,
        p.projectDetails,
        p.seo.metaTitle,
        p.seo.metaDescription,
        p.seo.metaKeywords,
        p.featured ? 1 : 0,
        p.datePublished,
        i,
      ),
    );

    const category = db.prepare('INSERT INTO blog_category (id, name, sort_order) VALUES (?, ?, ?)');
    c.blogCategories.forEach((b, i) => category.run(b.id, b.name, i));
    const blog = db.prepare(`INSERT INTO blog (id, slug, image, category_id, title, excerpt, description,
      meta_title, meta_description, meta_keywords, date_published) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (const b of c.blogs)
      blog.run(
        b.id,
        b.slug,
        b.image,
        b.categoryId,
        b.title,
        b.excerpt,
        b.description,
        b.seo.metaTitle,
        b.seo.metaDescription,
        b.seo.metaKeywords,
        b.datePublished,
      );

    const news = db.prepare(`INSERT INTO news (id, slug, image, title, short_description, description,
      meta_title, meta_description, meta_keywords, date_published) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (const n of c.news)
      news.run(n.id, n.slug, n.image, n.title, n.shortDescription, n.description, n.seo.metaTitle, n.seo.metaDescription, n.seo.metaKeywords, n.datePublished);

    const career = db.prepare(`INSERT INTO career (id, slug, post, qualification, yoe, location, key_skills, details,
      meta_title, meta_description, meta_keywords, date_published) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (const k of c.careers)
      career.run(
        k.id,
        k.slug,
        k.post,
        k.qualification,
        k.yoe,
        k.location,
        JSON.stringify(k.keySkills),
        k.details,
        k.seo.metaTitle,
        k.seo.metaDescription,
        k.seo.metaKeywords,
        k.datePublished,
      );

    const announcement = db.prepare('INSERT INTO announcement (id, title, date_published) VALUES (?, ?, ?)');
    for (const a of c.announcements) announcement.run(a.id, a.title, a.datePublished);
    const client = db.prepare('INSERT INTO client (id, name, logo, sort_order) VALUES (?, ?, ?, ?)');
    c.clients.forEach((x, i) => client.run(x.id, x.name, x.logo, i));
    const testimonial = db.prepare(`INSERT INTO testimonial (id, name, designation, customer, image, video_url, message, sort_order)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
    c.testimonials.forEach((t, i) => testimonial.run(t.id, t.name, t.designation, t.customer, t.image, t.videoUrl, t.message, i));
    const foray = db.prepare('INSERT INTO foray (id, image, title, description, sort_order) VALUES (?, ?, ?, ?, ?)');
    c.forays.forEach((f, i) => foray.run(f.id, f.image, f.title, f.description, i));
    const leader = db.prepare(`INSERT INTO leader (id, image, name, designation, description, linkedin, sort_order)
      VALUES (?, ?, ?, ?, ?, ?, ?)`);
    c.leaders.forEach((l, i) => leader.run(l.id, l.image, l.name, l.designation, l.description, l.linkedIn, i));
    const certificate = db.prepare('INSERT INTO certificate (id, image, title, file_url, sort_order) VALUES (?, ?, ?, ?, ?)');
    c.certificates.forEach((x, i) => certificate.run(x.id, x.image, x.title, x.fileUrl, i));
    const download = db.prepare('INSERT INTO download (id, name, file_url, sort_order) VALUES (?, ?, ?, ?)');
    c.downloads.forEach((x, i) => download.run(x.id, x.name, x.fileUrl, i));
    const annual = db.prepare('INSERT INTO annual_return (id, title, file_url, sort_order) VALUES (?, ?, ?, ?)');
    c.annualReturns.forEach((x, i) => annual.run(x.id, x.title, x.fileUrl, i));
    const culture = db.prepare('INSERT INTO culture_image (id, image, sort_order) VALUES (?, ?, ?)');
    c.cultureImages.forEach((x, i) => culture.run(x.id, x.image, i));
    const video = db.prepare('INSERT INTO home_video (id, video_url, sort_order) VALUES (?, ?, ?)');
    c.homeVideos.forEach((x, i) => video.run(x.id, x.videoUrl, i));
    const option = db.prepare('INSERT INTO dropdown_option (kind, id, name, sort_order) VALUES (?, ?, ?, ?)');
    for (const kind of dropdownKinds) c.dropdowns[kind].forEach((o, i) => option.run(kind, o.id, o.name, i));

    const asset = db.prepare('INSERT INTO asset (path, kind, spec) VALUES (?, ?, ?)');
    for (const [path, spec] of c.assets) asset.run(path, spec.kind, JSON.stringify(spec));

    db.prepare("INSERT INTO meta (key, value) VALUES ('seeded_at', ?)").run(new Date().toISOString());
  })();
  const counts = [
    [c.projects.length, 'projects'],
    [c.blogs.length, 'blogs'],
    [c.news.length, 'news'],
    [c.careers.length, 'careers'],
    [c.clients.length, 'clients'],
    [c.testimonials.length, 'testimonials'],
    [c.leaders.length, 'leaders'],
    [c.certificates.length + c.downloads.length + c.annualReturns.length, 'documents'],
    [c.cultureImages.length, 'culture pictures'],
    [c.assets.size, 'media recipes'],
  ]
    .map(([k, what]) => `${k} ${what}`)
    .join(', ');
  log(`Seed: database filled with ${counts} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

export function listAssets(db: Db): { path: string; spec: AssetSpec }[] {
  const rows = db.prepare('SELECT path, spec FROM asset ORDER BY path').all() as { path: string; spec: string }[];
  return rows.map((r) => ({ path: r.path, spec: JSON.parse(r.spec) as AssetSpec }));
}
