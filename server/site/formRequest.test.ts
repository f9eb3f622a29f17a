import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { readForm, type FormShape } from './formRequest';

const FILE_SIZE = 1024;
const shape: FormShape = { fields: new Set(['FullName', 'UploadResume']), files: new Set(['UploadResume']), fileSize: FILE_SIZE };
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A multipart request as @fastify/multipart hands it over: the form's name, then a file whose bytes
 * are all parsed already (buffered, its end marked) when the reader takes them, as when the parser
 * runs ahead of a slow disk; after the file, the request has nothing more to give once paused, so a
 * read that asks for another part waits for ever.
 */
function request(file: Readable): { req: FastifyRequest; paused: () => boolean } {
  let paused = false;
  async function* parts() {
    yield { type: 'field', fieldname: '_form', value: 'apply', valueTruncated: false, fieldnameTruncated: false };
    yield { type: 'file', fieldname: 'UploadResume', filename: 'big.pdf', mimetype: 'application/pdf', file };
    await new Promise(() => {});
  }
  const raw = { unpipe: () => undefined, pause: () => void (paused = true) };
  const req = { isMultipart: () => true, parts, raw } as unknown as FastifyRequest;
  return { req, paused: () => paused };
}

describe('readForm', () => {
  it('stops at a file one byte past its limit even when that byte ends the file, already parsed, and reads no further', async () => {
    const file = Object.assign(new Readable({ read() {} }), { truncated: false });
    file.push(Buffer.alloc(FILE_SIZE, 0x20));
    file.push(Buffer.from('x'));
    file.push(null);
    const dir = mkdtempSync(join(tmpdir(), 'form-request-'));
    dirs.push(dir);
    const { req, paused } = request(file);
    const read = await readForm(req, { dir, maxFileSize: FILE_SIZE, shapeOf: (id) => (id === 'apply' ? shape : null), onForm: async () => null });
    expect(read.cut).toBe('UploadResume');
    expect(read.files.get('UploadResume')?.size).toBe(FILE_SIZE + 1);
    expect(paused()).toBe(true);
    expect(readdirSync(dir)).toHaveLength(1);
  });
});
