// @ts-check
/** A deploy that cannot go on, with what to do about it: printed as it is, without a stack. */
export class DeployError extends Error {}
