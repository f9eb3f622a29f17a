/**
 * Spanish and Arabic for the blog, the newsroom, the announcements and the testimonials,
 * keyed by the English text the seed writes (blog.ts, news.ts, announcement.ts,
 * testimonial.ts): a text without an entry stays English and the API falls back. Figures,
 * product codes and the company's name keep their Latin form; dates are not translated.
 */

import { esc } from './kit.ts';

export type Lang = 'es' | 'ar';
export type Words = Record<Lang, string>;

export const BLOG_CATEGORIES: Record<string, Words> = {
  Transmission: { es: 'Transmisión', ar: 'نقل الطاقة' },
  Substations: { es: 'Subestaciones', ar: 'المحطات الفرعية' },
  'Smart Metering': { es: 'Medición inteligente', ar: 'العدادات الذكية' },
  Renewables: { es: 'Renovables', ar: 'الطاقة المتجددة' },
  'Safety & Quality': { es: 'Seguridad y calidad', ar: 'السلامة والجودة' },
};

const BLOG_TITLES: Record<string, Words> = {
  'Why 765 kV Corridors Matter for India’s Energy Transition': {
    es: 'Por qué los corredores de 765 kV son clave para la transición energética de la India',
    ar: 'لماذا تُعد ممرات 765 كيلوفولت مهمة لتحول الطاقة في الهند',
  },
  'Stringing in Difficult Terrain: Lessons from the Field': {
    es: 'Tendido en terreno difícil: lecciones desde la obra',
    ar: 'مد الموصلات في التضاريس الصعبة: دروس من الميدان',
  },
  'Choosing Between Lattice Towers and Monopoles': {
    es: 'Cómo elegir entre torres de celosía y monopostes',
    ar: 'الاختيار بين الأبراج الشبكية والأعمدة الأحادية',
  },
  'Right-of-Way Challenges and How EPC Teams Solve Them': {
    es: 'Los retos del derecho de paso y cómo los resuelven los equipos EPC',
    ar: 'تحديات حق المرور وكيف تتغلب عليها فرق EPC',
  },
  'HTLS Conductors: Doubling Capacity Without New Corridors': {
    es: 'Conductores HTLS: el doble de capacidad sin nuevos corredores',
    ar: 'موصلات HTLS: مضاعفة السعة دون ممرات جديدة',
  },
  'Drone Surveys for Transmission Route Optimisation': {
    es: 'Levantamientos con drones para optimizar el trazado de las líneas',
    ar: 'المسح بالطائرات المسيّرة لتحسين مسارات خطوط النقل',
  },
  'GIS vs AIS: Picking the Right Substation Technology': {
    es: 'GIS frente a AIS: cómo elegir la tecnología de subestación adecuada',
    ar: 'المفاضلة بين GIS وAIS: اختيار تقنية المحطة الفرعية المناسبة',
  },
  'Digital Substations and IEC 61850 in Practice': {
    es: 'Subestaciones digitales e IEC 61850 en la práctica',
    ar: 'المحطات الفرعية الرقمية ومعيار IEC 61850 في التطبيق',
  },
  'Commissioning Checklists That Save Weeks': {
    es: 'Listas de verificación de puesta en marcha que ahorran semanas',
    ar: 'قوائم تحقق التشغيل التي توفر أسابيع',
  },
  'Earthing Design for High Fault-Level Substations': {
    es: 'Diseño de puesta a tierra para subestaciones con alto nivel de falla',
    ar: 'تصميم التأريض للمحطات الفرعية ذات مستويات العطل العالية',
  },
  'Transformer Logistics: Moving 300 Tonnes Safely': {
    es: 'Logística de transformadores: mover 300 toneladas con seguridad',
    ar: 'لوجستيات المحولات: نقل 300 طن بأمان',
  },
  'Protection Coordination Basics for Utility Engineers': {
    es: 'Fundamentos de coordinación de protecciones para ingenieros de distribuidoras',
    ar: 'أساسيات تنسيق الحماية لمهندسي المرافق',
  },
  'Smart Meters Explained for First-Time Utilities': {
    es: 'Los medidores inteligentes explicados a las distribuidoras que empiezan',
    ar: 'شرح العدادات الذكية للمرافق التي تعتمدها لأول مرة',
  },
  'Prepaid Metering and the Revenue Gap': {
    es: 'La medición prepago y la brecha de ingresos',
    ar: 'العدادات مسبقة الدفع وفجوة الإيرادات',
  },
  'RF Mesh or Cellular? Communication Choices for AMI': {
    es: '¿Malla RF o red celular? Opciones de comunicación para AMI',
    ar: 'شبكة RF أم خلوية؟ خيارات الاتصال لأنظمة AMI',
  },
  'Meter Data Management: From Reads to Insights': {
    es: 'Gestión de datos de medición: de las lecturas al conocimiento',
    ar: 'إدارة بيانات العدادات: من القراءات إلى الرؤى',
  },
  'Rolling Out 100,000 Meters in 12 Months': {
    es: 'Instalar 100 000 medidores en 12 meses',
    ar: 'تركيب 100,000 عداد في 12 شهرًا',
  },
  'Consumer Engagement in Smart Meter Programmes': {
    es: 'La participación de los consumidores en los programas de medición inteligente',
    ar: 'إشراك المستهلكين في برامج العدادات الذكية',
  },
  'Integrating Utility-Scale Solar into Weak Grids': {
    es: 'Integrar la solar a gran escala en redes débiles',
    ar: 'دمج الطاقة الشمسية واسعة النطاق في الشبكات الضعيفة',
  },
  'Single-Axis Trackers: Yield Versus Cost': {
    es: 'Seguidores de un eje: rendimiento frente a coste',
    ar: 'المتتبعات أحادية المحور: الإنتاجية مقابل التكلفة',
  },
  'Green Energy Corridors and Evacuation Planning': {
    es: 'Corredores de energía verde y planificación de la evacuación',
    ar: 'ممرات الطاقة الخضراء وتخطيط تصريف الطاقة',
  },
  'Battery Storage at the Substation Fence': {
    es: 'Almacenamiento en baterías junto a la subestación',
    ar: 'تخزين البطاريات عند سياج المحطة الفرعية',
  },
  'Hybrid Wind-Solar Parks: EPC Considerations': {
    es: 'Parques híbridos eólico-solares: consideraciones de EPC',
    ar: 'المجمعات الهجينة للرياح والشمس: اعتبارات EPC',
  },
  'Module Cleaning Strategies for Desert Sites': {
    es: 'Estrategias de limpieza de módulos para emplazamientos desérticos',
    ar: 'استراتيجيات تنظيف الألواح في المواقع الصحراوية',
  },
  'Building a Zero-Harm Culture on EPC Sites': {
    es: 'Construir una cultura de cero daños en las obras EPC',
    ar: 'بناء ثقافة انعدام الضرر في مواقع EPC',
  },
  'Working at Height: Our Tower Erection Safety Rules': {
    es: 'Trabajo en altura: nuestras normas de seguridad para el montaje de torres',
    ar: 'العمل على المرتفعات: قواعد السلامة لدينا في تركيب الأبراج',
  },
  'Quality Gates from Factory Inspection to Handover': {
    es: 'Controles de calidad desde la inspección en fábrica hasta la entrega',
    ar: 'بوابات الجودة من الفحص في المصنع إلى التسليم',
  },
  'What ISO 45001 Changed on Our Sites': {
    es: 'Lo que cambió ISO 45001 en nuestras obras',
    ar: 'ما الذي غيّره معيار ISO 45001 في مواقعنا',
  },
  'Permit-to-Work Systems That Crews Actually Use': {
    es: 'Sistemas de permisos de trabajo que las cuadrillas usan de verdad',
    ar: 'أنظمة تصاريح العمل التي تستخدمها الفرق فعلًا',
  },
  'Lessons from 10 Million Safe Man-Hours': {
    es: 'Lecciones de 10 millones de horas-hombre sin accidentes',
    ar: 'دروس من 10 ملايين ساعة عمل آمنة',
  },
  'Expanding Transmission Expertise to the Middle East': {
    es: 'Llevamos nuestra experiencia en transmisión a Oriente Medio',
    ar: 'توسيع خبرتنا في نقل الطاقة إلى الشرق الأوسط',
  },
  'Latin America’s Renewable Boom and the Grid Behind It': {
    es: 'El auge renovable de América Latina y la red que lo sostiene',
    ar: 'طفرة الطاقة المتجددة في أمريكا اللاتينية والشبكة التي تقف خلفها',
  },
};

const NEWS_TITLES: Record<string, Words> = {
  'Voltline Wins Its First 765 kV Transmission Line Contract': {
    es: 'Voltline gana su primer contrato de línea de transmisión de 765 kV',
    ar: 'تفوز Voltline بأول عقد لخط نقل بجهد 765 كيلوفولت',
  },
  'Voltline Opens Regional Office in Muscat': { es: 'Voltline abre una oficina regional en Mascate', ar: 'تفتتح Voltline مكتبًا إقليميًا في مسقط' },
  'Smart Meter Order of 2.5 Lakh Units Secured in Uttar Pradesh': {
    es: 'Conseguido un pedido de 250 000 medidores inteligentes en Uttar Pradesh',
    ar: 'الفوز بطلبية 250,000 عداد ذكي في أتر براديش',
  },
  'Voltline Commissions 400/220 kV GIS Substation Ahead of Schedule': {
    es: 'Voltline pone en servicio una subestación GIS de 400/220 kV antes de plazo',
    ar: 'تشغّل Voltline محطة فرعية GIS بجهد 400/220 كيلوفولت قبل الموعد المحدد',
  },
  'Voltline Enters Chilean Transmission Market': { es: 'Voltline entra en el mercado de transmisión de Chile', ar: 'تدخل Voltline سوق نقل الكهرباء في تشيلي' },
  'Company Crosses 10 Million Safe Man-Hours': {
    es: 'La empresa supera los 10 millones de horas-hombre sin accidentes',
    ar: 'الشركة تتجاوز 10 ملايين ساعة عمل آمنة',
  },
  'New Design Centre Inaugurated in Noida': { es: 'Inaugurado un nuevo centro de diseño en Noida', ar: 'افتتاح مركز تصميم جديد في نويدا' },
  'Voltline Recognised Among Fastest Growing EPC Firms': {
    es: 'Voltline, reconocida entre las empresas EPC de mayor crecimiento',
    ar: 'تصنيف Voltline بين أسرع شركات EPC نموًا',
  },
  '120 MWp Solar Plant Handed Over in Rajasthan': {
    es: 'Entregada una planta solar de 120 MWp en Rajastán',
    ar: 'تسليم محطة طاقة شمسية بقدرة 120 ميغاواط ذروة في راجستان',
  },
  'Voltline Signs MoU for Green Energy Corridor Works': {
    es: 'Voltline firma un memorando de entendimiento para obras del Corredor de Energía Verde',
    ar: 'توقّع Voltline مذكرة تفاهم لأعمال ممر الطاقة الخضراء',
  },
  'ISO 45001 Recertification Completed Across Sites': {
    es: 'Completada la recertificación ISO 45001 en todas las obras',
    ar: 'إتمام تجديد شهادة ISO 45001 في جميع المواقع',
  },
  'Voltline Partners with Technical Institutes on Lineman Training': {
    es: 'Voltline se alía con institutos técnicos para formar linieros',
    ar: 'تتعاون Voltline مع معاهد فنية لتدريب فنيي الخطوط',
  },
  'Distribution Strengthening Project Cuts Losses by 9%': {
    es: 'Un proyecto de refuerzo de la distribución reduce las pérdidas un 9 %',
    ar: 'مشروع تعزيز التوزيع يخفض الفاقد بنسبة 9%',
  },
  'Voltline Bags Substation Order in the UAE': {
    es: 'Voltline consigue un pedido de subestación en los Emiratos Árabes Unidos',
    ar: 'تحصل Voltline على طلبية محطة فرعية في الإمارات العربية المتحدة',
  },
  'Smart Metering Head-End Goes Live for 1 Lakh Consumers': {
    es: 'El sistema de cabecera de medición inteligente entra en servicio para 100 000 consumidores',
    ar: 'تشغيل النظام المركزي للعدادات الذكية لـ 100,000 مستهلك',
  },
  'Voltline Celebrates 15 Years of Powering India': {
    es: 'Voltline celebra 15 años llevando energía a la India',
    ar: 'تحتفل Voltline بمرور 15 عامًا على تزويد الهند بالطاقة',
  },
  'Peru Hybrid Park Evacuation Line Contract Awarded': {
    es: 'Adjudicado el contrato de la línea de evacuación de un parque híbrido en Perú',
    ar: 'ترسية عقد خط تصريف الطاقة لمجمع هجين في بيرو',
  },
  'Annual Supplier Meet Brings Together 500+ Partners': {
    es: 'El encuentro anual de proveedores reúne a más de 500 socios',
    ar: 'الملتقى السنوي للموردين يجمع أكثر من 500 شريك',
  },
  'Voltline Adopts Drone Inspection for All Line Projects': {
    es: 'Voltline adopta la inspección con drones en todos sus proyectos de líneas',
    ar: 'تعتمد Voltline الفحص بالطائرات المسيّرة في جميع مشاريع الخطوط',
  },
  'CSR: Community Kitchens Serve One Million Meals': {
    es: 'RSC: las cocinas comunitarias sirven un millón de comidas',
    ar: 'المسؤولية الاجتماعية: المطابخ المجتمعية تقدم مليون وجبة',
  },
};

export const ANNOUNCEMENTS: Record<string, Words> = {
  'Voltline awarded its first 765 kV transmission line project': {
    es: 'Voltline obtiene su primer proyecto de línea de transmisión de 765 kV',
    ar: 'ترسية أول مشروع خط نقل بجهد 765 كيلوفولت على Voltline',
  },
  'Board approves expansion of the Noida design centre': {
    es: 'El consejo aprueba la ampliación del centro de diseño de Noida',
    ar: 'مجلس الإدارة يوافق على توسعة مركز التصميم في نويدا',
  },
  'Vendor registration now open for FY 2026-27 supplies': {
    es: 'Abierto el registro de proveedores para los suministros del ejercicio 2026-27',
    ar: 'فتح باب تسجيل الموردين لتوريدات السنة المالية 2026-27',
  },
  'Results of the lineman training scholarship announced': {
    es: 'Publicados los resultados de la beca de formación de linieros',
    ar: 'إعلان نتائج منحة تدريب فنيي الخطوط',
  },
  'Annual Return for FY 2024-25 published in Investors section': {
    es: 'Publicada la declaración anual del ejercicio 2024-25 en la sección de Inversores',
    ar: 'نشر الإقرار السنوي للسنة المالية 2024-25 في قسم المستثمرين',
  },
};

export const DESIGNATIONS: Record<string, Words> = {
  'Chief Engineer (Transmission)': { es: 'Ingeniero jefe (Transmisión)', ar: 'كبير المهندسين (نقل الطاقة)' },
  'Director, Projects': { es: 'Director de Proyectos', ar: 'مدير المشاريع' },
  'General Manager, Metering': { es: 'Directora general de Medición', ar: 'المديرة العامة للعدادات' },
  'Head of Engineering': { es: 'Jefe de Ingeniería', ar: 'رئيس الهندسة' },
  CEO: { es: 'Consejero delegado', ar: 'الرئيس التنفيذي' },
};

const QUOTES: Record<string, Words> = {
  'Voltline completed our 400 kV line three weeks early with an excellent safety record. Their site teams are disciplined and responsive.': {
    es: 'Voltline terminó nuestra línea de 400 kV tres semanas antes de plazo y con un historial de seguridad excelente. Sus equipos de obra son disciplinados y resolutivos.',
    ar: 'أنجزت Voltline خطنا بجهد 400 كيلوفولت قبل الموعد بثلاثة أسابيع مع سجل سلامة ممتاز. فرقها في الموقع منضبطة وسريعة الاستجابة.',
  },
  'The smart metering rollout was planned meticulously; consumer complaints dropped and our billing efficiency improved within months.': {
    es: 'El despliegue de la medición inteligente se planificó con todo detalle: las quejas de los consumidores bajaron y nuestra eficiencia de facturación mejoró en pocos meses.',
    ar: 'خُطط لنشر العدادات الذكية بدقة متناهية؛ فانخفضت شكاوى المستهلكين وتحسنت كفاءة الفوترة لدينا خلال أشهر.',
  },
  'From design to commissioning, Voltline handled our solar evacuation substation with great technical depth.': {
    es: 'Del diseño a la puesta en servicio, Voltline llevó nuestra subestación de evacuación solar con gran solvencia técnica.',
    ar: 'من التصميم حتى التشغيل، تولّت Voltline محطتنا الفرعية لتصريف الطاقة الشمسية بعمق تقني كبير.',
  },
};

export function testimonialMessage(message: string, lang: Lang): string | undefined {
  const told = /^(.+) of (.+) shares their experience of working with Voltline Power Systems\.$/.exec(message);
  if (told) {
    return lang === 'es'
      ? `${told[1]}, de ${told[2]}, cuenta su experiencia de trabajo con Voltline Power Systems.`
      : `يروي ${told[1]} من ${told[2]} تجربته في العمل مع Voltline Power Systems.`;
  }
  return QUOTES[message]?.[lang];
}

/** The posts whose rich body is translated too (the newest three of each); the others keep their English body. */
const TRANSLATED_BODIES = new Set([
  'Why 765 kV Corridors Matter for India’s Energy Transition',
  'Stringing in Difficult Terrain: Lessons from the Field',
  'Choosing Between Lattice Towers and Monopoles',
  'Voltline Wins Its First 765 kV Transmission Line Contract',
  'Voltline Opens Regional Office in Muscat',
  'Smart Meter Order of 2.5 Lakh Units Secured in Uttar Pradesh',
]);

export const blogTitle = (title: string, lang: Lang) => BLOG_TITLES[title]?.[lang];
export const newsTitle = (title: string, lang: Lang) => NEWS_TITLES[title]?.[lang];

/** A title shortened as the excerpt recipe does: up to its colon or question mark (a Spanish question keeps both its marks). */
function titleHead(title: string): string {
  const q = /^¿[^?]*\?/.exec(title);
  return q ? q[0] : title.replace(/[:?؟].*$/, '');
}

const decimalComma = (figure: string, lang: Lang) => (lang === 'es' ? figure.replace('.', ',') : figure);
const percent = (figure: string, lang: Lang) => (lang === 'es' ? `${decimalComma(figure, lang)} %` : `${figure}%`);

/** A blog's excerpt: "<title up to its colon> — practical notes from Voltline’s <category> teams …". */
export function blogExcerpt(title: string, excerpt: string, lang: Lang): string | undefined {
  const m = /^.+ — practical notes from Voltline’s (.+) teams on planning, execution and the numbers that matter\.$/.exec(excerpt);
  const category = m && Object.entries(BLOG_CATEGORIES).find(([name]) => name.toLowerCase() === m[1])?.[1][lang];
  const translated = blogTitle(title, lang);
  if (!category || !translated) return undefined;
  const head = titleHead(translated);
  return lang === 'es'
    ? `${head} — notas prácticas de los equipos de ${category.toLowerCase()} de Voltline sobre la planificación, la ejecución y las cifras que importan.`
    : `${head} — ملاحظات عملية من فرق ${category} في Voltline حول التخطيط والتنفيذ والأرقام المهمة.`;
}

/** A news item's short description: "<title>. The Noida-based EPC … at home and abroad.". */
export function newsShort(title: string, text: string, lang: Lang): string | undefined {
  const translated = newsTitle(title, lang);
  if (!translated || text !== `${title}. The Noida-based EPC and power transmission company continues to grow its order book at home and abroad.`)
    return undefined;
  return lang === 'es'
    ? `${translated}. La empresa de EPC y transmisión eléctrica con sede en Noida sigue ampliando su cartera de pedidos dentro y fuera del país.`
    : `${translated}. تواصل شركة EPC ونقل الطاقة التي يقع مقرها في نويدا توسيع دفتر طلباتها داخل الهند وخارجها.`;
}

/** The body's picture, its alternative text in the asked language. */
function picture(body: string, alt: string): string | undefined {
  return /<img [^>]*>/.exec(body)?.[0].replace(/alt="[^"]*"/, `alt="${esc(alt)}"`);
}

/** A blog's HTML body, the same structure as the English one (blog.ts), its figures taken from it. */
export function blogBody(title: string, body: string, lang: Lang): string | undefined {
  if (!TRANSLATED_BODIES.has(title)) return undefined;
  const first = /^<p>(.*?)<\/p>/.exec(body);
  const excerpt = first && blogExcerpt(title, first[1]!.replace(/&amp;/g, '&'), lang);
  const img = picture(body, blogTitle(title, lang) ?? title);
  const rework = /<td>Rework rate<\/td><td>[^<]*<\/td><td>([\d.]+)%<\/td>/.exec(body)?.[1];
  const category = /recent (.+?) assignments/.exec(body)?.[1]?.replace(/&amp;/g, '&');
  const cat = category && Object.entries(BLOG_CATEGORIES).find(([name]) => name.toLowerCase() === category)?.[1][lang];
  if (!excerpt || !img || !rework || !cat) return undefined;
  if (lang === 'es') {
    return `
<p>${esc(excerpt)}</p>
<h2>El contexto</h2>
<p>La demanda eléctrica de la India crece más deprisa de lo que se aprueban nuevos corredores, y las distribuidoras esperan ahora de sus socios EPC respuestas de ingeniería, no solo cuadrillas de construcción. En este artículo nuestros ingenieros cuentan lo que ha funcionado en sus últimos encargos de ${esc(cat.toLowerCase())}.</p>
${img}
<h2>Lo que aprendimos</h2>
<ol>
<li>Congelar pronto las bases de diseño y mantener una única fuente de verdad para los planos.</li>
<li>Planificar las compras en torno a los suministros de mayor plazo de entrega, normalmente transformadores, conductores y bahías GIS.</li>
<li>Medir el avance cada semana frente a la línea base y escalar los retrasos en días, no en meses.</li>
</ol>
<h3>En cifras</h3>
<table>
<thead><tr><th>Indicador</th><th>Habitual</th><th>Proyectos de Voltline</th></tr></thead>
<tbody>
<tr><td>Entrega a tiempo</td><td>72 %</td><td>98 %</td></tr>
<tr><td>Tasa de retrabajo</td><td>6 %</td><td>${percent(rework, lang)}</td></tr>
<tr><td>Índice de accidentes con baja</td><td>0,4</td><td>0,0</td></tr>
</tbody>
</table>
<p>¿Quiere hablar de un proyecto similar? Escríbanos y nuestro equipo le responderá en un plazo de dos días hábiles.</p>`.trim();
  }
  return `
<p>${esc(excerpt)}</p>
<h2>السياق</h2>
<p>يتزايد الطلب على الكهرباء في الهند بوتيرة أسرع من اعتماد ممرات جديدة، وباتت المرافق تنتظر من شركائها في EPC حلولًا هندسية لا فرق إنشاء فحسب. في هذا المقال يشارك مهندسونا ما نجح في أعمالنا الأخيرة في مجال ${esc(cat)}.</p>
${img}
<h2>ما تعلمناه</h2>
<ol>
<li>تثبيت أسس التصميم مبكرًا والإبقاء على مصدر واحد موثوق للمخططات.</li>
<li>تخطيط المشتريات حول البنود الأطول مدة توريد، وهي عادةً المحولات والموصلات وخلايا GIS.</li>
<li>قياس التقدم أسبوعيًا مقارنةً بخط الأساس، وتصعيد أي تأخير خلال أيام لا أشهر.</li>
</ol>
<h3>بالأرقام</h3>
<table>
<thead><tr><th>المؤشر</th><th>المعتاد</th><th>مشاريع Voltline</th></tr></thead>
<tbody>
<tr><td>التسليم في الموعد</td><td>72%</td><td>98%</td></tr>
<tr><td>معدل إعادة العمل</td><td>6%</td><td>${percent(rework, lang)}</td></tr>
<tr><td>معدل الإصابات المضيِّعة للوقت</td><td>0.4</td><td>0.0</td></tr>
</tbody>
</table>
<p>هل تود مناقشة مشروع مماثل؟ راسلنا وسيرد عليك فريقنا خلال يومي عمل.</p>`.trim();
}

// As the English body writes them, escaped.
const SEGMENTS: Record<string, Words> = {
  'Smart Metering': { es: 'Medición inteligente', ar: 'العدادات الذكية' },
  Renewables: { es: 'Renovables', ar: 'الطاقة المتجددة' },
  'Power T&amp;D': { es: 'Transmisión y distribución eléctrica', ar: 'نقل الطاقة وتوزيعها' },
};

/** A news item's HTML body, the same structure as the English one (news.ts), its figures taken from it. */
export function newsBody(title: string, body: string, lang: Lang): string | undefined {
  const translated = newsTitle(title, lang);
  if (!TRANSLATED_BODIES.has(title) || !translated) return undefined;
  const img = picture(body, translated);
  const orderBook = /<li>Order book: over (₹[\d,]+) crore<\/li>/.exec(body)?.[1];
  const projects = /<li>Projects under execution: (\d+)<\/li>/.exec(body)?.[1];
  const segment = SEGMENTS[/<td>Segment<\/td><td>([^<]*)<\/td>/.exec(body)?.[1] ?? '']?.[lang];
  if (!img || !orderBook || !projects || !segment) return undefined;
  if (lang === 'es') {
    return `
<p><strong>Noida, India</strong> — ${esc(translated)}. Voltline Power Systems, fundada en 2009, ha anunciado hoy este hito.</p>
${img}
<h2>Sobre el hito</h2>
<p>La empresa afirma que este avance refuerza su posición como una de las compañías de EPC y de transmisión y distribución de mayor crecimiento de la India, en plena expansión por Oriente Medio y América Latina.</p>
<ul>
<li>Cartera de pedidos: más de ${orderBook} crore</li>
<li>Proyectos en ejecución: ${projects}</li>
<li>Plantilla: más de 200 ingenieros y especialistas</li>
</ul>
<h3>Declaraciones de la dirección</h3>
<p>«Cada hito es fruto del compromiso de nuestros equipos con la calidad, la seguridad y la entrega a tiempo», declaró el director gerente.</p>
<table>
<thead><tr><th>Concepto</th><th>Detalle</th></tr></thead>
<tbody><tr><td>Anunciado en</td><td>Noida</td></tr><tr><td>Segmento</td><td>${esc(segment)}</td></tr></tbody>
</table>`.trim();
  }
  return `
<p><strong>نويدا، الهند</strong> — ${esc(translated)}. أعلنت Voltline Power Systems، التي تأسست عام 2009، عن هذا الإنجاز اليوم.</p>
${img}
<h2>عن الإنجاز</h2>
<p>قالت الشركة إن هذا التطور يعزز مكانتها بوصفها واحدة من أسرع شركات EPC ونقل الطاقة وتوزيعها نموًا في الهند، في وقت تتوسع فيه في الشرق الأوسط وأمريكا اللاتينية.</p>
<ul>
<li>دفتر الطلبات: أكثر من ${orderBook} كرور</li>
<li>المشاريع قيد التنفيذ: ${projects}</li>
<li>القوى العاملة: أكثر من 200 مهندس وأخصائي</li>
</ul>
<h3>تعليق الإدارة</h3>
<p>قال العضو المنتدب: «كل إنجاز هو ثمرة التزام فرقنا بالجودة والسلامة والتسليم في الموعد».</p>
<table>
<thead><tr><th>البند</th><th>التفاصيل</th></tr></thead>
<tbody><tr><td>مكان الإعلان</td><td>نويدا</td></tr><tr><td>القطاع</td><td>${esc(segment)}</td></tr></tbody>
</table>`.trim();
}
