import { at, type SeedKit } from './kit.ts';

export interface TestimonialRow {
  id: number;
  name: string;
  designation: string;
  customer: string;
  image: string | null;
  videoUrl: string | null;
  message: string;
}

/** Three quotes with a portrait, two videos (each with its poster). */
export function seedTestimonials({ rand, assets, clip }: SeedKit): TestimonialRow[] {
  const testimonialVideos = ['/videos/testimonial-1.mp4', '/videos/testimonial-2.mp4'];
  testimonialVideos.forEach((v, i) => clip(v, `/images/posters/testimonial-${i + 1}.png`, i ? 'substation' : 'people', 7101 + i, i ? 'dusk' : 'morning'));
  const testimonialDefs = [
    [
      'Rakesh Malhotra',
      'Chief Engineer (Transmission)',
      'Northern Grid Transmission Corporation',
      'Voltline completed our 400 kV line three weeks early with an excellent safety record. Their site teams are disciplined and responsive.',
    ],
    ['Ahmed Al-Harthy', 'Director, Projects', 'Gulf Interconnect Grid Company', null],
    [
      'Sunita Rao',
      'General Manager, Metering',
      'Deccan Smart Utilities Ltd',
      'The smart metering rollout was planned meticulously; consumer complaints dropped and our billing efficiency improved within months.',
    ],
    ['Carlos Mendoza', 'Head of Engineering', 'Andes Transmisión Eléctrica S.A.', null],
    [
      'Vikram Sethi',
      'CEO',
      'Sunfield Solar Parks Ltd',
      'From design to commissioning, Voltline handled our solar evacuation substation with great technical depth.',
    ],
  ] as const;
  let videoIdx = 0;
  return testimonialDefs.map(([name, designation, customer, message], i) => {
    const isVideo = message === null;
    return {
      id: i + 1,
      name,
      designation,
      customer,
      image: isVideo
        ? null
        : (() => {
            const p = `/images/testimonials/t${i + 1}.png`;
            assets.set(p, { kind: 'portrait', w: 400, h: 400, seed: Math.floor(rand() * 1e9) });
            return p;
          })(),
      videoUrl: isVideo ? at(testimonialVideos, videoIdx++) : null,
      message: message ?? `${name} of ${customer} shares their experience of working with Voltline Power Systems.`,
    };
  });
}
