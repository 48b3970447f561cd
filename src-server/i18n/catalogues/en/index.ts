// The en answer catalogue's sections.
export { answer } from './answer.js';
export { common } from './common.js';
export { errors } from './errors.js';
export { guidance } from './guidance.js';
export { models } from './models.js';
export { sources } from './sources.js';
