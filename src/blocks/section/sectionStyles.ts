/**
 * The section's chunk: its stylesheet, loaded when a page rendered in the browser first shows a
 * section (a server-rendered page carries it inline). The engine renders the section with the
 * component its definition gives (`layout`, Section.tsx), never with this chunk's, which draws nothing.
 */
import type { BlockComponent } from '../../engine/types';
import type { SectionProps } from './schema';
import './section.css';

const StylesOnly: BlockComponent<SectionProps, unknown> = () => null;
export default StylesOnly;
