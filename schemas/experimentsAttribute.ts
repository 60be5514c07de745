// Apart from schemas/experiment.ts (zod): the entry reads it on every page, and zod is kept out of the entry.

/** The attribute of `<html>` on which the server writes the visitor's arms (`key=arm,key=arm`). */
export const EXPERIMENTS_ATTRIBUTE = 'data-experiments';

/** Where the browser keeps the arms the visitor was exposed to (`{ key: arm }`, localStorage): events carry those still running. */
export const EXPOSED_EXPERIMENTS_KEY = 'experiments-exposed';
