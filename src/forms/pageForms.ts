/** The page's form snapshots as React context: the server renderer and the browser provide one per page. */
import { createContext, useContext } from 'react';
import { PageForms } from './snapshot';

const PageFormsContext = createContext<PageForms>(new PageForms());
export const PageFormsProvider = PageFormsContext.Provider;

export function usePageForms(): PageForms {
  return useContext(PageFormsContext);
}
