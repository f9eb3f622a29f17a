/**
 * The one place gsap is loaded. Imported dynamically (from effects) so the library
 * arrives after the first paint and only on pages whose blocks animate; ScrollTrigger
 * comes only to the blocks that pin or scrub.
 */
type Gsap = typeof import('gsap').gsap;
type ScrollTriggerType = typeof import('gsap/ScrollTrigger').ScrollTrigger;

let core: Promise<Gsap> | undefined;
let scroll: Promise<{ gsap: Gsap; ScrollTrigger: ScrollTriggerType }> | undefined;

export function loadGsap(): Promise<Gsap> {
  core ??= import('gsap').then((m) => m.gsap);
  return core;
}

export function loadScrollMotion(): Promise<{ gsap: Gsap; ScrollTrigger: ScrollTriggerType }> {
  scroll ??= Promise.all([loadGsap(), import('gsap/ScrollTrigger')]).then(([gsap, st]) => {
    gsap.registerPlugin(st.ScrollTrigger);
    return { gsap, ScrollTrigger: st.ScrollTrigger };
  });
  return scroll;
}
