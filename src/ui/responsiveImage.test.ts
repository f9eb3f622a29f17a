import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, normalizeHosts } from '../platform/hosts';
import { candidateWidths, columnSizes, coverSizes, imageSources, imageTemplateProblem } from './responsiveImage';

const hosts = (imageUrlTemplate?: string) =>
  normalizeHosts({ apiUrl: 'https://api.example', contentUrl: 'https://cdn.example', ...(imageUrlTemplate ? { imageUrlTemplate } : {}) });
const candidates = (srcSet: string) => srcSet.split(', ').map((c) => c.split(' '));

describe('imageSources', () => {
  it('without a template, pictures are sent as they are', () => {
    expect(imageSources('https://cdn.example/images/a.png', hosts(), 800)).toBeNull();
  });

  it('offers every listed width up to the first at or past the picture, in its own format and as AVIF', () => {
    const set = imageSources('https://cdn.example/images/projects/p01.png', hosts('{src}?w={width}&fm={format}'), 800)!;
    expect(candidates(set.srcSet)).toEqual(
      [160, 320, 480, 640, 768, 960].map((w) => [`https://cdn.example/images/projects/p01.png?w=${w}&fm=png`, `${Math.min(w, 800)}w`]),
    );
    // No WebP source: every current browser takes the AVIF one.
    expect(set.sources.map((s) => s.type)).toEqual(['image/avif']);
    // 960 is asked for, and answered at the picture's own 800 (never upscaled): the descriptor says 800w.
    expect(candidates(set.sources[0]!.srcSet)[5]).toEqual(['https://cdn.example/images/projects/p01.png?w=960&fm=avif', '800w']);
    expect(candidates(set.sources[0]!.srcSet)[0]).toEqual(['https://cdn.example/images/projects/p01.png?w=160&fm=avif', '160w']);
  });

  it('a JPEG keeps JPEG as its fallback; a WebP original gets the AVIF source as well', () => {
    const jpeg = imageSources('https://cdn.example/images/a.jpg', hosts('{src}?w={width}&fm={format}'), 400)!;
    expect(candidates(jpeg.srcSet).map(([u]) => u)).toEqual([
      'https://cdn.example/images/a.jpg?w=160&fm=jpeg',
      'https://cdn.example/images/a.jpg?w=320&fm=jpeg',
      'https://cdn.example/images/a.jpg?w=480&fm=jpeg',
    ]);
    const webp = imageSources('https://cdn.example/images/a.webp', hosts('{src}?w={width}&fm={format}'), 400)!;
    expect(webp.sources.map((s) => s.type)).toEqual(['image/avif']);
  });

  it('without {format}, one srcset and the host picks the format; {path} serves path-style CDNs', () => {
    const set = imageSources('https://cdn.example/images/a.png', hosts('https://img.example/cdn-cgi/image/width={width}{path}'), 300)!;
    expect(set.sources).toEqual([]);
    expect(candidates(set.srcSet)).toEqual([
      ['https://img.example/cdn-cgi/image/width=160/images/a.png', '160w'],
      ['https://img.example/cdn-cgi/image/width=320/images/a.png', '300w'],
    ]);
  });

  it('leaves pictures of other origins, the site’s own files and SVG alone', () => {
    const h = hosts('{src}?w={width}');
    expect(imageSources('https://elsewhere.example/a.png', h, 800)).toBeNull();
    expect(imageSources('/images/csr-food.svg', h, 800)).toBeNull();
    expect(imageSources('https://cdn.example/images/logo.svg', h, 800)).toBeNull();
    expect(imageSources('https://cdn.example.evil/images/a.png', h, 800)).toBeNull();
  });

  it('a picture wider than the list, or of unknown width, is offered at every listed width', () => {
    expect(candidateWidths(4000)).toEqual([...IMAGE_WIDTHS]);
    expect(candidateWidths(undefined)).toEqual([...IMAGE_WIDTHS]);
    expect(candidateWidths(1280)).toEqual([160, 320, 480, 640, 768, 960, 1280]);
    expect(candidateWidths(100)).toEqual([160]);
  });
  it('each host and template gets its own candidates, however often a picture is asked for', () => {
    const src = 'https://cdn.example/images/projects/p01.png';
    const first = imageSources(src, hosts('{src}?w={width}&fm={format}'), 800)!;
    expect(imageSources(src, hosts('{src}?w={width}&fm={format}'), 800)).toEqual(first);
    expect(candidates(imageSources(src, hosts('{src}?width={width}'), 800)!.srcSet)[0]).toEqual([`${src}?width=160`, '160w']);
    expect(candidates(imageSources(src, hosts('{src}?w={width}&fm={format}'), 300)!.srcSet).map(([, w]) => w)).toEqual(['160w', '300w']);
    const other = normalizeHosts({ apiUrl: 'https://api.example', contentUrl: 'https://img.example', imageUrlTemplate: '{src}?w={width}&fm={format}' });
    expect(imageSources(src, other, 800)).toBeNull();
    expect(candidates(imageSources('https://img.example/images/projects/p01.png', other, 800)!.srcSet)[0]![0]).toBe(
      'https://img.example/images/projects/p01.png?w=160&fm=png',
    );
  });
});

describe('imageTemplateProblem', () => {
  it('accepts the documented placeholders and names what is wrong', () => {
    expect(imageTemplateProblem('{src}?w={width}&fm={format}')).toBeNull();
    expect(imageTemplateProblem('https://img.example/w_{width}{path}')).toBeNull();
    expect(imageTemplateProblem('{src}?fm={format}')).toMatch(/\{width\}/);
    expect(imageTemplateProblem('https://img.example/?w={width}')).toMatch(/\{src\} or \{path\}/);
    expect(imageTemplateProblem('{src}?w={width}&q={quality}')).toMatch(/\{quality\}/);
  });
});

describe('columnSizes', () => {
  it('a grid of 3, 2 and 1 columns in the 1200 px container', () => {
    expect(
      columnSizes([
        { minViewport: 1025, columns: 3, gap: 28 },
        { minViewport: 601, columns: 2, gap: 28 },
        { minViewport: 0, columns: 1, gap: 28 },
      ]),
    ).toBe('(min-width: 1240px) 381.33px, (min-width: 1025px) calc(33.33vw - 32px), (min-width: 601px) calc(50vw - 34px), calc(100vw - 40px)');
  });

  it("a slider's slidesPerView and breakpoints, less a tile's inset; the narrowest layout holds below every breakpoint", () => {
    expect(
      columnSizes(
        [
          { minViewport: 640, columns: 2, gap: 20 },
          { minViewport: 320, columns: 1.25, gap: 10 },
        ],
        10,
      ),
    ).toBe('(min-width: 1240px) 580px, (min-width: 640px) calc(50vw - 40px), (min-width: 320px) calc(80vw - 44px), calc(80vw - 44px)');
  });
});

describe('coverSizes', () => {
  it('a 16:9 poster covering a full-screen box at least 560 px tall', () => {
    expect(coverSizes(1280, 720, 560)).toBe('(max-height: 560px) and (max-width: 995.56px) 995.56px, (max-aspect-ratio: 1280/720) 177.78vh, 100vw');
  });
});
