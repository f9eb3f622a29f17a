import { fillTextPattern } from '../../../ui/linkPattern';

export const altFor = (template: string | undefined, item: object) => (template ? fillTextPattern(template, item) : '');
