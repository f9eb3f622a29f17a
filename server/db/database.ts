import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type Db = Database.Database;

// Append-only: a shipped migration is never edited, a change is a new entry, so
// an existing site.db upgrades in place instead of needing a reseed.
const migrations: readonly { version: number; sql: string }[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

      -- Content (read-only between reseeds)
      CREATE TABLE project (
        id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, image TEXT NOT NULL, title TEXT NOT NULL,
        client_name TEXT NOT NULL, about TEXT NOT NULL, project_type TEXT NOT NULL, capacity TEXT NOT NULL,
        location TEXT NOT NULL, project_details TEXT NOT NULL,
        meta_title TEXT NOT NULL, meta_description TEXT NOT NULL, meta_keywords TEXT NOT NULL,
        featured INTEGER NOT NULL DEFAULT 0, date_published TEXT NOT NULL, sort_order INTEGER NOT NULL
      );
      CREATE INDEX project_order ON project (sort_order);
      CREATE TABLE blog_category (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, sort_order INTEGER NOT NULL);
      CREATE TABLE blog (
        id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, image TEXT NOT NULL,
        category_id INTEGER NOT NULL REFERENCES blog_category(id), title TEXT NOT NULL,
        excerpt TEXT NOT NULL, description TEXT NOT NULL,
        meta_title TEXT NOT NULL, meta_description TEXT NOT NULL, meta_keywords TEXT NOT NULL,
        date_published TEXT NOT NULL
      );
      CREATE INDEX blog_date ON blog (date_published DESC, id DESC);
      CREATE INDEX blog_category_date ON blog (category_id, date_published DESC, id DESC);
      CREATE TABLE news (
        id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, image TEXT NOT NULL, title TEXT NOT NULL,
        short_description TEXT NOT NULL, description TEXT NOT NULL,
        meta_title TEXT NOT NULL, meta_description TEXT NOT NULL, meta_keywords TEXT NOT NULL,
        date_published TEXT NOT NULL
      );
      CREATE INDEX news_date ON news (date_published DESC, id DESC);
      CREATE TABLE career (
        id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, post TEXT NOT NULL, qualification TEXT NOT NULL,
        yoe TEXT NOT NULL, location TEXT NOT NULL, key_skills TEXT NOT NULL, details TEXT NOT NULL,
        meta_title TEXT NOT NULL, meta_description TEXT NOT NULL, meta_keywords TEXT NOT NULL,
        date_published TEXT NOT NULL
      );
      CREATE TABLE announcement (id INTEGER PRIMARY KEY, title TEXT NOT NULL, date_published TEXT NOT NULL);
      CREATE TABLE client (id INTEGER PRIMARY KEY, name TEXT NOT NULL, logo TEXT NOT NULL, sort_order INTEGER NOT NULL);
      CREATE TABLE testimonial (
        id INTEGER PRIMARY KEY, name TEXT NOT NULL, designation TEXT NOT NULL, customer TEXT NOT NULL,
        image TEXT, video_url TEXT, message TEXT NOT NULL, sort_order INTEGER NOT NULL,
        CHECK (image IS NOT NULL OR video_url IS NOT NULL)
      );
      CREATE TABLE foray (id INTEGER PRIMARY KEY, image TEXT NOT NULL, title TEXT NOT NULL, description TEXT NOT NULL, sort_order INTEGER NOT NULL);
      CREATE TABLE leader (
        id INTEGER PRIMARY KEY, image TEXT NOT NULL, name TEXT NOT NULL, designation TEXT NOT NULL,
        description TEXT NOT NULL, linkedin TEXT, sort_order INTEGER NOT NULL
      );
      CREATE TABLE certificate (id INTEGER PRIMARY KEY, image TEXT NOT NULL, title TEXT NOT NULL, file_url TEXT NOT NULL, sort_order INTEGER NOT NULL);
      CREATE TABLE download (id INTEGER PRIMARY KEY, name TEXT NOT NULL, file_url TEXT NOT NULL, sort_order INTEGER NOT NULL);
      CREATE TABLE annual_return (id INTEGER PRIMARY KEY, title TEXT NOT NULL, file_url TEXT NOT NULL, sort_order INTEGER NOT NULL);
      CREATE TABLE culture_image (id INTEGER PRIMARY KEY, image TEXT NOT NULL, sort_order INTEGER NOT NULL);
      CREATE TABLE home_video (id INTEGER PRIMARY KEY, video_url TEXT NOT NULL, sort_order INTEGER NOT NULL);
      CREATE TABLE dropdown_option (
        kind TEXT NOT NULL, id INTEGER NOT NULL, name TEXT NOT NULL, sort_order INTEGER NOT NULL,
        PRIMARY KEY (kind, id)
      );
      -- Every generated file the content references, with the recipe to draw it, so
      -- media generation follows whatever the database actually points at.
      CREATE TABLE asset (path TEXT PRIMARY KEY, kind TEXT NOT NULL, spec TEXT NOT NULL);

      -- Submissions (written by visitors)
      CREATE TABLE newsletter_signup (id INTEGER PRIMARY KEY AUTOINCREMENT, email TEXT NOT NULL, created_at TEXT NOT NULL);
      CREATE TABLE contact_message (
        id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL,
        comment TEXT NOT NULL, created_at TEXT NOT NULL
      );
      CREATE TABLE career_application (
        id INTEGER PRIMARY KEY AUTOINCREMENT, career_id INTEGER NOT NULL REFERENCES career(id),
        full_name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL, linkedin_url TEXT,
        created_at TEXT NOT NULL
      );
      CREATE TABLE vendor_registration (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        vendorname TEXT NOT NULL, address TEXT NOT NULL, constitution INTEGER NOT NULL, suppliertype INTEGER NOT NULL,
        gstin INTEGER NOT NULL, gstnumber TEXT, pannumber TEXT NOT NULL, panstatus INTEGER NOT NULL,
        epfregistration INTEGER NOT NULL, esiregistration INTEGER NOT NULL, licensenumber INTEGER NOT NULL,
        msmeregistration INTEGER NOT NULL, msmetype INTEGER, prevassociated INTEGER NOT NULL,
        incometaxreturn INTEGER NOT NULL, acknowlegmentone TEXT, acknowlegmentonedate TEXT,
        acknowlegmenttwo TEXT, acknowlegmenttwodate TEXT,
        bankname TEXT NOT NULL, accountnumber TEXT NOT NULL, branchname TEXT NOT NULL, accounttype TEXT NOT NULL,
        contactname TEXT NOT NULL, contactemail TEXT NOT NULL, contactmobile TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE submission_file (
        id INTEGER PRIMARY KEY AUTOINCREMENT, submission_type TEXT NOT NULL, submission_id INTEGER NOT NULL,
        field TEXT NOT NULL, original_name TEXT NOT NULL, stored_name TEXT NOT NULL UNIQUE,
        mime TEXT NOT NULL, size INTEGER NOT NULL
      );
      CREATE INDEX submission_file_owner ON submission_file (submission_type, submission_id);
    `,
  },
  {
    version: 2,
    sql: `
      -- Field web vitals beaconed by visitors' browsers (POST /vitals); one row per report.
      CREATE TABLE vitals (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL CHECK (name IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
        value REAL NOT NULL CHECK (value >= 0),
        rating TEXT CHECK (rating IN ('good', 'needs-improvement', 'poor')),
        route TEXT NOT NULL, path TEXT NOT NULL, navigation_type TEXT, metric_id TEXT, user_agent TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX vitals_created ON vitals (created_at);
    `,
  },
];

export function openDatabase(file: string): Db {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  // WAL lets the readers of the list endpoints run while a submission commits.
  db.pragma('journal_mode = WAL');
  // FULL: a commit reaches the disk before the API answers, so an acknowledged submission
  // survives a power cut, not only a crash of the process (NORMAL's promise in WAL mode).
  // Writers of data that may be lost (field vitals) relax it for their own commits: relaxedCommit.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

/**
 * Runs fn (one transaction) with synchronous = NORMAL, for data whose last
 * seconds may be lost in a power cut; the connection is back to FULL afterwards.
 * better-sqlite3 is synchronous, so no other statement can run in between.
 */
export function relaxedCommit<T>(db: Db, fn: () => T): T {
  db.pragma('synchronous = NORMAL');
  try {
    return fn();
  } finally {
    db.pragma('synchronous = FULL');
  }
}

export function migrate(db: Db): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  const record = db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)');
  for (const m of migrations) {
    if (applied.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      record.run(m.version, new Date().toISOString());
    })();
  }
}
