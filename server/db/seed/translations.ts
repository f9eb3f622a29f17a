/**
 * Spanish and Arabic for the demo content. The project titles, types and short descriptions
 * are worded from the same recipes the project seed uses (server/db/seed/project.ts), so
 * every seeded project has them; the blog, the newsroom, the announcements and the
 * testimonials are in translated-posts.ts. A field without a translation stays English:
 * the API falls back.
 */

import {
  ANNOUNCEMENTS,
  BLOG_CATEGORIES,
  blogBody,
  blogExcerpt,
  blogTitle,
  DESIGNATIONS,
  newsBody,
  newsShort,
  newsTitle,
  testimonialMessage,
  type Lang,
  type Words,
} from './translated-posts.ts';

export const CONTENT_LANGUAGES = ['en', 'es', 'ar'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

const PROJECT_TYPES: Record<string, Words> = {
  Substation: { es: 'Subestación', ar: 'محطة فرعية' },
  'Transmission Line': { es: 'Línea de transmisión', ar: 'خط نقل' },
  'Smart Metering': { es: 'Medición inteligente', ar: 'عدادات ذكية' },
  'Solar EPC': { es: 'EPC solar', ar: 'هندسة وتوريد وإنشاء للطاقة الشمسية' },
  'Distribution Network': { es: 'Red de distribución', ar: 'شبكة توزيع' },
};

/** A title (before its town) → its translation; each recipe's numbers and codes kept as they are. */
const TITLES: [RegExp, (m: RegExpExecArray) => Words][] = [
  [/^(.+ kV) (GIS|AIS) Substation$/, (m) => ({ es: `Subestación ${m[2]} de ${m[1]}`, ar: `محطة فرعية ${m[2]} بجهد ${m[1]}` })],
  [/^(.+ kV) (D\/C|S\/C) Transmission Line$/, (m) => ({ es: `Línea de transmisión ${m[2]} de ${m[1]}`, ar: `خط نقل ${m[2]} بجهد ${m[1]}` })],
  [/^Smart Prepaid Metering Programme$/, () => ({ es: 'Programa de medición inteligente prepago', ar: 'برنامج العدادات الذكية مسبقة الدفع' })],
  [/^(\d+) MWp Ground-Mounted Solar Plant$/, (m) => ({ es: `Planta solar en suelo de ${m[1]} MWp`, ar: `محطة طاقة شمسية أرضية بقدرة ${m[1]} ميغاواط ذروة` })],
  [/^Distribution Network Strengthening$/, () => ({ es: 'Refuerzo de la red de distribución', ar: 'تعزيز شبكة التوزيع' })],
];

const ABOUT: [RegExp, (m: RegExpExecArray) => Words][] = [
  [
    /^Turnkey design, supply, erection, testing and commissioning of a (.+ kV) (gas|air)-insulated substation with (\d+ MVA)/,
    (m) => ({
      es: `Diseño, suministro, montaje, pruebas y puesta en marcha llave en mano de una subestación de ${m[1]} aislada en ${m[2] === 'gas' ? 'gas' : 'aire'} con ${m[3]} de capacidad de transformación, incluidas obras civiles, protecciones, integración SCADA y ampliación de bahías.`,
      ar: `تصميم وتوريد وتركيب واختبار وتشغيل محطة فرعية بجهد ${m[1]} معزولة ${m[2] === 'gas' ? 'بالغاز' : 'بالهواء'} بسعة تحويل ${m[3]} بنظام تسليم المفتاح، بما في ذلك الأعمال المدنية والحماية والربط بنظام SCADA وتوسعة الخلايا.`,
    }),
  ],
  [
    /^Survey, tower foundation, erection and stringing of a (\d+) km (.+ kV) (double|single)-circuit overhead line with (\d+) lattice towers/,
    (m) => ({
      es: `Estudio topográfico, cimentación, montaje de torres y tendido de ${m[1]} km de línea aérea de ${m[2]} de ${m[3] === 'double' ? 'doble' : 'simple'} circuito con ${m[4]} torres de celosía, en terreno variado, con cruces de ríos y tramos de bosque.`,
      ar: `مسح وأساسات أبراج وتركيب ومد موصلات لخط هوائي ${m[3] === 'double' ? 'مزدوج' : 'أحادي'} الدائرة بطول ${m[1]} كم وجهد ${m[2]} مع ${m[4]} برجًا شبكيًا عبر تضاريس متنوعة ومعابر أنهار ومقاطع غابات.`,
    }),
  ],
  [
    /^Supply, installation and head-end integration of ([\d,]+) single- and three-phase smart meters/,
    (m) => ({
      es: `Suministro, instalación e integración con el sistema de cabecera de ${m[1]} medidores inteligentes monofásicos y trifásicos, con comunicación por malla RF y celular, gestión de datos de medición y alta de consumidores en la app.`,
      ar: `توريد وتركيب وربط ${m[1]} عداد ذكي أحادي وثلاثي الطور بالنظام المركزي، مع اتصال عبر شبكات RF والشبكات الخلوية، وإدارة بيانات القراءات، وتسجيل المستهلكين في التطبيق.`,
    }),
  ],
  [
    /^Engineering, procurement and construction of a (\d+) MWp solar photovoltaic plant/,
    (m) => ({
      es: `Ingeniería, suministro y construcción de una planta solar fotovoltaica de ${m[1]} MWp con seguidores de un eje, estaciones de inversores y una subestación colectora de 33 kV conectada a la red estatal.`,
      ar: `هندسة وتوريد وإنشاء محطة طاقة شمسية كهروضوئية بقدرة ${m[1]} ميغاواط ذروة بمتتبعات أحادية المحور ومحطات عاكسات ومحطة تجميع فرعية بجهد 33 كيلوفولت متصلة بشبكة الولاية.`,
    }),
  ],
  [
    /^Reconductoring, new 33\/11 kV feeders, aerial bundled cabling and (\d+) distribution transformers/,
    (m) => ({
      es: `Recableado, nuevos alimentadores de 33/11 kV, cableado aéreo trenzado y ${m[1]} transformadores de distribución para reducir las pérdidas técnicas y mejorar la fiabilidad para consumidores rurales y urbanos.`,
      ar: `إعادة تركيب الموصلات ومغذيات جديدة بجهد 33/11 كيلوفولت وكابلات هوائية مجمعة و${m[1]} محول توزيع لخفض الفاقد الفني وتحسين الموثوقية للمستهلكين في الريف والحضر.`,
    }),
  ],
];

function byRecipe(recipes: [RegExp, (m: RegExpExecArray) => Words][], text: string, lang: Lang): string | undefined {
  for (const [pattern, words] of recipes) {
    const m = pattern.exec(text);
    if (m) return words(m)[lang];
  }
  return undefined;
}

/** Place names in Arabic script; in Spanish only the countries change. */
const PLACES: Record<string, Partial<Words> & { ar: string }> = {
  Jhansi: { ar: 'جهانسي' },
  Bikaner: { ar: 'بيكانير' },
  Satna: { ar: 'ساتنا' },
  Bhuj: { ar: 'بهوج' },
  Aurangabad: { ar: 'أورنغ آباد' },
  Gaya: { ar: 'غايا' },
  Angul: { ar: 'أنغول' },
  Hisar: { ar: 'حصار' },
  Bathinda: { ar: 'بهاتيندا' },
  Tumakuru: { ar: 'توماكورو' },
  Tirunelveli: { ar: 'تيرونلفيلي' },
  Dhanbad: { ar: 'دانباد' },
  Roorkee: { ar: 'روركي' },
  Nalgonda: { ar: 'نالغوندا' },
  Agra: { ar: 'أغرا' },
  Kota: { ar: 'كوتا' },
  Rewa: { ar: 'ريوا' },
  Rajkot: { ar: 'راجكوت' },
  Nagpur: { ar: 'ناغبور' },
  Purnia: { ar: 'بورنيا' },
  Sambalpur: { ar: 'سامبالبور' },
  Panipat: { ar: 'بانيبات' },
  Ludhiana: { ar: 'لوديانا' },
  Ballari: { ar: 'بالاري' },
  Madurai: { ar: 'مادوراي' },
  Bokaro: { ar: 'بوكارو' },
  Haldwani: { ar: 'هالدواني' },
  Warangal: { ar: 'وارانغال' },
  Sohar: { ar: 'صحار' },
  'Al Dhafra': { ar: 'الظفرة' },
  Antofagasta: { ar: 'أنتوفاغاستا' },
  Arequipa: { ar: 'أريكيبا' },
  'Uttar Pradesh': { ar: 'أتر براديش' },
  Rajasthan: { ar: 'راجستان' },
  'Madhya Pradesh': { ar: 'ماديا براديش' },
  Gujarat: { ar: 'غوجارات' },
  Maharashtra: { ar: 'ماهاراشترا' },
  Bihar: { ar: 'بيهار' },
  Odisha: { ar: 'أوديشا' },
  Haryana: { ar: 'هاريانا' },
  Punjab: { ar: 'البنجاب' },
  Karnataka: { ar: 'كارناتاكا' },
  'Tamil Nadu': { ar: 'تاميل نادو' },
  Jharkhand: { ar: 'جهارخاند' },
  Uttarakhand: { ar: 'أوتاراخاند' },
  Telangana: { ar: 'تيلانغانا' },
  Oman: { es: 'Omán', ar: 'عُمان' },
  'United Arab Emirates': { es: 'Emiratos Árabes Unidos', ar: 'الإمارات العربية المتحدة' },
  Chile: { ar: 'تشيلي' },
  Peru: { es: 'Perú', ar: 'بيرو' },
};
const place = (name: string, lang: Lang) => PLACES[name]?.[lang] ?? name;

/** "<town>, <state or country>", each part by name. */
function projectLocation(location: string, lang: Lang): string {
  return location
    .split(', ')
    .map((part) => place(part, lang))
    .join(lang === 'ar' ? '، ' : ', ');
}

/**
 * A project's title is "<recipe title>, <town>". In Arabic the voltage unit is written out and
 * the town in Arabic script: a Latin "kV, Jhansi" on a right-to-left line would be drawn as one
 * left-to-right run, the town before the voltage.
 */
function projectTitle(title: string, lang: Lang): string | undefined {
  const cut = title.lastIndexOf(', ');
  const [head, town] = cut > 0 ? [title.slice(0, cut), title.slice(cut + 2)] : [title, ''];
  const done = byRecipe(TITLES, head, lang);
  if (done === undefined) return undefined;
  const words = lang === 'ar' ? done.replace(/ kV\b/g, ' كيلوفولت') : done;
  return town ? `${words}${lang === 'ar' ? '، ' : ', '}${place(town, lang)}` : words;
}

type Item = Record<string, unknown>;
type Seo = { metaTitle?: unknown; metaDescription?: unknown };

/** A text field replaced by its translation when there is one. */
function put(out: Item, field: string, translate: (text: string) => string | undefined): void {
  const text = out[field];
  if (typeof text === 'string') out[field] = translate(text) ?? text;
}

/** The head's title and description of a post, from its translated title and summary. */
function postSeo(seo: unknown, title: string | undefined, summary: string | undefined, section: string): Seo | undefined {
  if (!seo || typeof seo !== 'object') return undefined;
  const out: Seo = { ...seo };
  if (title) out.metaTitle = `${title} | ${section}`;
  if (summary) out.metaDescription = summary.slice(0, 155);
  return out;
}

const SECTIONS: Record<'blog' | 'news', Words> = {
  blog: { es: 'Blog de Voltline', ar: 'مدونة Voltline' },
  news: { es: 'Sala de prensa de Voltline', ar: 'المركز الإعلامي لـ Voltline' },
};

const isHtml = (text: unknown) => typeof text === 'string' && text.trimStart().startsWith('<');

// Lists and details carry the same fields under the same names, except `description`: a card's
// summary, a detail's HTML body (the blog's summary is then `excerpt`).
function translateBlog(item: Item, lang: Lang): Item {
  const english = String(item.title);
  const out = { ...item };
  const excerpt = (text: string) => blogExcerpt(english, text, lang);
  put(out, 'title', (t) => blogTitle(t, lang));
  put(out, 'blogCategory', (c) => BLOG_CATEGORIES[c]?.[lang]);
  put(out, 'excerpt', excerpt);
  put(out, 'description', (d) => (isHtml(d) ? blogBody(english, d, lang) : excerpt(d)));
  const summary = typeof item.excerpt === 'string' ? item.excerpt : isHtml(item.description) ? undefined : String(item.description);
  const seo = postSeo(item.seo, blogTitle(english, lang), summary === undefined ? undefined : excerpt(summary), SECTIONS.blog[lang]);
  if (seo) out.seo = seo;
  return out;
}

function translateNews(item: Item, lang: Lang): Item {
  const english = String(item.title);
  const out = { ...item };
  const short = (text: string) => newsShort(english, text, lang);
  put(out, 'title', (t) => newsTitle(t, lang));
  put(out, 'shortDescription', short);
  put(out, 'description', (d) => (isHtml(d) ? newsBody(english, d, lang) : short(d)));
  const summary = typeof item.shortDescription === 'string' ? short(item.shortDescription) : undefined;
  const seo = postSeo(item.seo, newsTitle(english, lang), summary, SECTIONS.news[lang]);
  if (seo) out.seo = seo;
  return out;
}

function translateProject(item: Item, lang: Lang): Item {
  const out = { ...item };
  put(out, 'title', (t) => projectTitle(t, lang));
  put(out, 'projectType', (t) => PROJECT_TYPES[t]?.[lang]);
  put(out, 'about', (t) => byRecipe(ABOUT, t, lang));
  put(out, 'location', (l) => projectLocation(l, lang));
  return out;
}

const translators: Record<string, (item: Item, lang: Lang) => Item> = {
  project: translateProject,
  blog: translateBlog,
  news: translateNews,
  'blog-category': (item, lang) => {
    const out = { ...item };
    put(out, 'name', (n) => BLOG_CATEGORIES[n]?.[lang]);
    return out;
  },
  announcement: (item, lang) => {
    const out = { ...item };
    put(out, 'title', (t) => ANNOUNCEMENTS[t]?.[lang]);
    return out;
  },
  testimonial: (item, lang) => {
    const out = { ...item };
    put(out, 'designation', (d) => DESIGNATIONS[d]?.[lang]);
    put(out, 'message', (m) => testimonialMessage(m, lang));
    return out;
  },
};

/** An item of a content kind in a language: the fields that have a translation replaced, the rest as they are. */
export function translateItem(kind: string, item: Item, lang: ContentLanguage): Item {
  const translate = lang === 'en' ? undefined : translators[kind];
  return translate ? translate(item, lang as Lang) : item;
}
