import { describe, expect, it } from 'vitest';
import { problemAt } from '../../src/engine/config/place';
import { problemsAt } from './problems';

const config = {
  routes: [{ path: '/', blocks: [{ type: 'hero' }, { type: 'announcements', id: 'news' }] }],
  footer: { blocks: [{ type: 'form-wizard', id: 'newsletter' }] },
};

describe("the studio's problems of a block", () => {
  it('files what the validator says of a block under the field it names, read back from its wording', () => {
    const problems = [
      problemAt(config, ['routes', 0, 'blocks', 1, 'props', 'heading'], 'must be string'),
      problemAt(config, ['routes', 0, 'blocks', 1, 'source', 'select'], 'must be "list"'),
      problemAt(config, ['routes', 0, 'blocks', 1], 'unknown block type "x"'),
      problemAt(config, ['routes', 0, 'blocks', 0, 'props'], 'must have property "headline"'),
      problemAt(config, ['footer', 'blocks', 0, 'source'], 'must not be given'),
      problemAt(config, ['routes', 0, 'sitemap'], 'must be false or an object'),
    ];
    expect(problems[1]).toBe('routes[0] / › blocks[1] announcements#news: source.select must be "list"');
    expect(problemsAt(problems, 'routes[0].blocks[1]')).toEqual(
      new Map([
        ['props.heading', ['props.heading must be string']],
        ['source.select', ['source.select must be "list"']],
        ['', ['unknown block type "x"']],
      ]),
    );
    expect(problemsAt(problems, 'routes[0].blocks[0]')).toEqual(new Map([['props', ['props must have property "headline"']]]));
    expect(problemsAt(problems, 'footer.blocks[0]')).toEqual(new Map([['source', ['source must not be given']]]));
  });
});
