export { multipartForm, security, skipBodyValidation, zPidParams } from '../../core/route-kit.ts';

/** The OpenAPI tags of the office's routes. */
export const officeTags = ['office'];
export const lawyerTags = ['lawyer'];
