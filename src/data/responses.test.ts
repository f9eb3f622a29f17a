import { describe, expect, it } from 'vitest';
import { BAD_SHAPE, NOT_OK, readResponse } from './responses';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('response checks', () => {
  it('reads list, array and first-element answers', async () => {
    await expect(readResponse(json({ data: { list: [1, 2], nextPageAvailable: true } }), 'list')).resolves.toEqual({ items: [1, 2], nextPageAvailable: true });
    await expect(readResponse(json({ data: { list: [] } }), 'list')).resolves.toEqual({ items: [], nextPageAvailable: false });
    await expect(readResponse(json({ data: [{ id: 1 }] }), 'array')).resolves.toEqual([{ id: 1 }]);
    await expect(readResponse(json({ data: [{ id: 1 }, { id: 2 }] }), 'first')).resolves.toEqual({ id: 1 });
  });

  it('treats a non-OK status as an error', async () => {
    await expect(readResponse(json({ data: { list: [] } }, 500), 'list')).rejects.toThrow(NOT_OK);
    await expect(readResponse(json({ message: 'x' }, 404), 'first')).rejects.toThrow('Network response was not ok');
  });

  it('treats missing data or data.list as an unexpected structure', async () => {
    await expect(readResponse(json({}), 'list')).rejects.toThrow(BAD_SHAPE);
    await expect(readResponse(json({ data: {} }), 'list')).rejects.toThrow('Unexpected data structure');
    await expect(readResponse(json({ data: [] }), 'first')).rejects.toThrow(BAD_SHAPE);
    await expect(readResponse(json({ data: { a: 1 } }), 'array')).rejects.toThrow(BAD_SHAPE);
    await expect(readResponse(new Response('<html>', { status: 200 }), 'array')).rejects.toThrow(BAD_SHAPE);
  });

  it('holds every item to the kind check, whether it answers at once or once its code has loaded (the browser)', async () => {
    const hasId = (_endpoint: string, item: unknown) => typeof (item as { id?: unknown }).id === 'number';
    const later = (endpoint: string, item: unknown) => Promise.resolve(hasId(endpoint, item));
    for (const item of [hasId, later]) {
      const check = { endpoint: '/api/Project/GetAllProject', item };
      await expect(readResponse(json({ data: { list: [{ id: 1 }, { id: 2 }] } }), 'list', check)).resolves.toEqual({ items: [{ id: 1 }, { id: 2 }], nextPageAvailable: false });
      await expect(readResponse(json({ data: { list: [{ id: 1 }, { title: 'no id' }] } }), 'list', check)).rejects.toThrow(BAD_SHAPE);
      await expect(readResponse(json({ data: [{ title: 'no id' }] }), 'first', check)).rejects.toThrow(BAD_SHAPE);
    }
  });
});
