/**
 * Whether a PUBLISH_TOKEN is strong enough to guard publishing: whoever guesses it can change the
 * live site. The failure limit (tokenFailures.ts) slows guessing, not a token anyone would try
 * first, so a weak one stops the server before it starts.
 */

/** Shorter tokens are refused: 24 random base64 characters are 144 bits. */
export const MIN_TOKEN_LENGTH = 24;
/**
 * A token of fewer distinct characters than this is a pattern, not a secret (random hex of 24
 * characters or more has fewer than 8 about 3 times in 100,000; base64 practically never).
 */
const MIN_DISTINCT = 8;
/** What is left once the words and runs below are taken out must be this long. */
const MIN_UNPREDICTABLE = 14;

export const HOW_TO_MAKE_A_TOKEN =
  "make one with `openssl rand -base64 32` or `node -e \"console.log(require('crypto').randomBytes(32).toString('base64url'))\"`";

/**
 * What a guesser tries first: words that name the thing, the first passwords of every list, and
 * the runs of a keyboard or an alphabet. A token built of them (with digits and separators around)
 * has little left that is secret.
 */
const GUESSABLE = [
  'password',
  'passwd',
  'secret',
  'token',
  'publish',
  'publishing',
  'voltline',
  'admin',
  'changeme',
  'letmein',
  'welcome',
  'default',
  'example',
  'test',
  'tests',
  'testing',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'abcdefghijklmnopqrstuvwxyz',
  '0123456789',
  '9876543210',
  'iloveyou',
  'monkey',
  'dragon',
  'master',
  'login',
  'site',
  'server',
  'key',
];

/** Every run of 3 or more characters of one of the guessable words or sequences, longest first. */
const guessableRuns = (() => {
  const runs = new Set<string>();
  for (const word of GUESSABLE) {
    for (let len = word.length; len >= 3; len--) for (let i = 0; i + len <= word.length; i++) runs.add(word.slice(i, i + len));
  }
  return [...runs].sort((a, b) => b.length - a.length);
})();

/** The shortest unit the whole token repeats ("abcabcabc" → 3), or its length when it repeats none. */
function period(token: string): number {
  for (let p = 1; p <= token.length / 2; p++) {
    let repeats = true;
    for (let i = p; i < token.length && repeats; i++) repeats = token[i] === token[i - p];
    if (repeats) return p;
  }
  return token.length;
}

/**
 * Why a token is weak, in words an operator can act on, or null for a good one. Weak: shorter
 * than 24 characters; fewer than 8 distinct characters (one character repeated, "abab…"); one
 * short unit repeated; or, with common words, keyboard rows and counting runs taken out, less
 * than 14 characters left.
 */
export function publishTokenProblem(token: string): string | null {
  const why = (reason: string) => `PUBLISH_TOKEN is too weak (${reason}): ${HOW_TO_MAKE_A_TOKEN}`;
  if (token.trim() !== token) return why('it starts or ends with a space');
  if (token.length < MIN_TOKEN_LENGTH) return why(`${token.length} characters; at least ${MIN_TOKEN_LENGTH} are needed`);
  const distinct = new Set(token).size;
  if (distinct < MIN_DISTINCT) return why(`only ${distinct} different character${distinct === 1 ? '' : 's'}`);
  if (period(token) < token.length) return why('a short part repeated');
  let rest = token.toLowerCase();
  for (const run of guessableRuns) rest = rest.split(run).join('');
  // Separators carry no secret either; '-' and '_' stay, as characters of base64url (taking them
  // out refused about one random 24-character base64url token in 9,000).
  rest = rest.replace(/[\s.:/]/g, '');
  if (rest.length < MIN_UNPREDICTABLE) return why('made of common words, keyboard rows or counting runs');
  return null;
}
