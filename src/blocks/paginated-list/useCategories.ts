import { useEffect, useState } from 'react';
import { fetchBlockData } from '../../data/blockData';

export interface Category {
  id: number;
  name: string;
}

/**
 * The filter's categories, fetched once after mount through the engine's data path
 * (so a failure is logged like any list's, and the filter simply shows "All").
 */
export function useCategories(endpoint: string | undefined): Category[] {
  const [categories, setCategories] = useState<Category[]>([]);
  useEffect(() => {
    if (!endpoint) return;
    let live = true;
    // No abort: an aborted call would be logged as a failed list (spec §8 logging).
    void fetchBlockData({ endpoint, method: 'GET', select: 'array' }, { params: {}, blocks: {} }).then((r) => {
      if (live && r.status === 'ok') setCategories(r.data as Category[]);
    });
    return () => {
      live = false;
    };
  }, [endpoint]);
  return categories;
}
