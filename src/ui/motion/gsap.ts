/**
 * The one place gsap is loaded. Imported dynamically (from effects) so the library
 * arrives after the first paint and only on pages whose blocks animate.
 */
type Gsap = typeof import('gsap').gsap;
type ScrollTriggerType = typeof import('gsap/ScrollTrigger').ScrollTrigger;

export interface Motion {
  gsap: Gsap;
  ScrollTrigger: ScrollTriggerType;
}

let loading: Promise<Motion> | undefined;

export function loadMotion(): Promise<Motion> {
  loading ??= Promise.all([import('gsap'), import('gsap/ScrollTrigger')]).then(([g, st]) => {
    g.gsap.registerPlugin(st.ScrollTrigger);
    return { gsap: g.gsap, ScrollTrigger: st.ScrollTrigger };
  });
  return loading;
}
