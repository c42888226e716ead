import { parsePhotometry, PhotometryError } from './photometry';

/** The PhotometryError a text raises (fails the test when nothing, or something else, is thrown). */
export function errorOf(text: string): PhotometryError {
  try {
    parsePhotometry(text);
  } catch (e) {
    if (e instanceof PhotometryError) return e;
    throw e;
  }
  throw new Error('expected a PhotometryError');
}
