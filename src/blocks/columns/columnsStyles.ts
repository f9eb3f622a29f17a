/**
 * The columns' chunk: their stylesheet, loaded when a page rendered in the browser first shows
 * columns (a server-rendered page carries it inline). The engine renders them with the component
 * their definition gives (`layout`, Columns.tsx), never with this chunk's, which draws nothing.
 */
import type { BlockComponent } from '../../engine/types';
import type { ColumnsProps } from './schema';
import './columns.css';

const StylesOnly: BlockComponent<ColumnsProps, unknown> = () => null;
export default StylesOnly;
