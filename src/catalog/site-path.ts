// Which paths a site may hold: compile refuses a file it could not serve, check-site a listed path it would not read.

/** A path inside the site: relative, no `..`, no empty segment, no control character, scheme, query, fragment or backslash. */
export function safeSitePath(sitePath: string): boolean {
  return (
    sitePath !== '' &&
    !/[\x00-\x1f\x7f\\:?#]/.test(sitePath) &&
    sitePath.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
  );
}
