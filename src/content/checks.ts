import { checks } from 'virtual:content-checks';
import type { ItemCheck } from '../data/source';
import { endpointKinds } from './endpoints';

/**
 * The data boundary's item check, in one place (docs/behaviour.md, "Response checks"): an item of a known endpoint must
 * match its kind's schema. An endpoint this table does not name passes unchecked, so a
 * marketer can bind a block to a new call without a code change.
 */
export const checkItem: ItemCheck = (endpoint, item) => {
  const kind = endpointKinds[endpoint];
  return kind === undefined || checks[kind](item);
};
