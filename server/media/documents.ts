import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const DARK = rgb(11 / 255, 61 / 255, 46 / 255);
const GREEN = rgb(121 / 255, 193 / 255, 81 / 255);

/** An A4 title page naming the document, so a "view" click shows what was asked for. */
export async function makePdf(title: string, subtitle: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor('Voltline Power Systems');
  doc.setSubject(subtitle);
  // Fixed dates keep the bytes identical between generations.
  const fixed = new Date('2026-01-01T00:00:00Z');
  doc.setCreationDate(fixed);
  doc.setModificationDate(fixed);
  const page = doc.addPage([595.28, 841.89]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const { width, height } = page.getSize();
  page.drawRectangle({ x: 0, y: height - 140, width, height: 140, color: DARK });
  page.drawRectangle({ x: 0, y: height - 146, width, height: 6, color: GREEN });
  page.drawText('VOLTLINE POWER SYSTEMS', { x: 48, y: height - 80, size: 22, font: bold, color: rgb(1, 1, 1) });
  page.drawText('EPC | Power Transmission & Distribution | Smart Meters', { x: 48, y: height - 106, size: 11, font: regular, color: rgb(1, 1, 1) });
  let y = height - 300;
  for (const line of wrapWords(title, 30)) {
    page.drawText(line, { x: 48, y, size: 30, font: bold, color: DARK });
    y -= 40;
  }
  page.drawText(subtitle, { x: 48, y: y - 10, size: 14, font: regular, color: rgb(0.3, 0.3, 0.3) });
  page.drawText('Voltline Power Systems Pvt Ltd, Sector 62, Noida, Uttar Pradesh, India', { x: 48, y: 60, size: 9, font: regular, color: rgb(0.4, 0.4, 0.4) });
  page.drawText('Fictional sample document generated for the website.', { x: 48, y: 46, size: 9, font: regular, color: rgb(0.4, 0.4, 0.4) });
  return doc.save();
}

function wrapWords(text: string, max: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const w of text.split(/\s+/)) {
    if (line && (line + ' ' + w).length > max) {
      out.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) out.push(line);
  return out;
}
