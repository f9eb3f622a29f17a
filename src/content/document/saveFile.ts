/** "Annual Return 2023-24" + "/files/ar-2023-2024.pdf" → "Annual Return 2023-24.pdf". */
export function fileNameFor(name: string, fileUrl: string): string {
  const path = fileUrl.split(/[?#]/)[0] ?? '';
  const ext = /\.[a-z0-9]{1,8}$/i.exec(path)?.[0] ?? '';
  // Characters that no file system accepts in a name.
  const safe = name.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'document';
  return safe.toLowerCase().endsWith(ext.toLowerCase()) ? safe : `${safe}${ext}`;
}

/**
 * A download is a plain GET of the file, saved under the item's name. A
 * cross-origin <a download> would ignore the name, so the file goes through a blob URL.
 */
export async function saveFile(url: string, fileName: string): Promise<void> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`Download failed: ${res.status} ${res.statusText}`);
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked on the next task: the click has handed the URL to the browser's download by then.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
