import { describe, expect, it } from 'vitest';
import {
  brandSlug,
  dependsOnBlocks,
  fillBrandPath,
  fillDataTemplate,
  fillFields,
  fillSiteNames,
  looksLikeTemplate,
  parseDataTemplate,
  parseSourceTemplate,
  readPath,
} from './template';

describe('the template syntax', () => {
  it("parses route parameters and other blocks' fields in a data source body", () => {
    expect(parseSourceTemplate('{params.slug}')).toEqual({ scope: 'params', name: 'slug' });
    expect(parseSourceTemplate('{blocks.project.id}')).toEqual({ scope: 'blocks', block: 'project', path: 'id' });
    expect(parseSourceTemplate('{blocks.project.category.id}')).toEqual({ scope: 'blocks', block: 'project', path: 'category.id' });
    expect(parseSourceTemplate('{blocks.project}')).toEqual({ scope: 'blocks', block: 'project', path: undefined });
  });

  it.each(['{param.slug}', '{params.}', '{params.slug', 'params.slug}', '{blocks.a b.id}', ' {params.slug}', '{params.slug} ', '{data.id}', 12, null])(
    'refuses %j as a source template',
    (value) => {
      expect(parseSourceTemplate(value)).toBeNull();
    },
  );

  it('tells a template-looking value from plain text, so a malformed one can be reported', () => {
    expect(looksLikeTemplate('{param.slug}')).toBe(true);
    expect(looksLikeTemplate('slug')).toBe(false);
    expect(looksLikeTemplate(3)).toBe(false);
  });

  it('knows when a body waits on another block', () => {
    expect(dependsOnBlocks({ id: '{blocks.project.id}', pageSize: 3 })).toBe(true);
    expect(dependsOnBlocks({ slug: '{params.slug}' })).toBe(false);
    expect(dependsOnBlocks({ text: '{blocks.' })).toBe(false);
    expect(dependsOnBlocks(undefined)).toBe(false);
  });

  it("reads dotted paths, and never through an object's prototype", () => {
    expect(readPath({ a: { b: 2 } }, 'a.b')).toBe(2);
    expect(readPath({ a: null }, 'a.b')).toBeUndefined();
    expect(readPath({}, 'constructor')).toBeUndefined();
    expect(readPath({ a: {} }, 'a.__proto__')).toBeUndefined();
  });

  it('fills a form\'s "{data.x}" values from the block\'s data, and leaves other text alone', () => {
    expect(parseDataTemplate('{data.id}')).toBe('id');
    expect(parseDataTemplate('{data}')).toBeNull();
    expect(fillDataTemplate('{data.id}', { id: 42 })).toBe('42');
    expect(fillDataTemplate('{data.missing}', { id: 42 })).toBe('');
    expect(fillDataTemplate('Careers', { id: 42 })).toBe('Careers');
    expect(fillDataTemplate('{data.toString}', {})).toBe('');
  });

  it('fills "{field}" placeholders from an item, encoding for links', () => {
    expect(fillFields('/projects/{slug}', { slug: 'a b/c' }, encodeURIComponent)).toBe('/projects/a%20b%2Fc');
    expect(fillFields('Logo of {name}', { name: 'Northern Grid' })).toBe('Logo of Northern Grid');
    expect(fillFields('{missing}!', {})).toBe('!');
    expect(fillFields('{constructor}', {})).toBe('');
  });

  it('fills the site names, trimming the brand', () => {
    expect(brandSlug('  Voltline Power ')).toBe('voltline-power');
    expect(fillBrandPath('/{brand}-story', 'Voltline')).toBe('/voltline-story');
    expect(fillSiteNames('{productName} | {brand} Story', { brand: ' Voltline ', productName: 'Voltline Power Systems' })).toBe(
      'Voltline Power Systems | Voltline Story',
    );
  });
});
