import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MIN_TOKEN_LENGTH, publishTokenProblem } from './tokenStrength';

describe('the publish token rule', () => {
  it('takes what the README says to make: random bytes in base64 or base64url, and hex', () => {
    for (let i = 0; i < 200; i++) {
      for (const token of [
        randomBytes(32).toString('base64'),
        randomBytes(32).toString('base64url'),
        randomBytes(18).toString('base64url'),
        randomBytes(16).toString('hex'),
      ]) {
        expect(publishTokenProblem(token), token).toBeNull();
      }
    }
  });

  it("takes a random base64url token whose '-' and '_' and a few short runs fall together (it was refused once in a test run)", () => {
    expect(publishTokenProblem('TMEJthq1-jzjvoLFNi_-by4Z')).toBeNull();
  });

  it('refuses a short token, naming its length and the minimum', () => {
    const problem = publishTokenProblem(
      randomBytes(24)
        .toString('base64url')
        .slice(0, MIN_TOKEN_LENGTH - 1),
    );
    expect(problem).toMatch(/^PUBLISH_TOKEN is too weak \(23 characters; at least 24 are needed\): make one with `openssl rand -base64 32`/);
  });

  it('refuses sixteen a, one character repeated at any length, too few distinct characters, and a short part repeated', () => {
    expect(publishTokenProblem('aaaaaaaaaaaaaaaa')).toMatch(/too weak/);
    expect(publishTokenProblem('a'.repeat(64))).toMatch(/\(only 1 different character\)/);
    expect(publishTokenProblem('ab12'.repeat(10))).toMatch(/\(only 4 different characters\)/);
    expect(publishTokenProblem('Xk9#mQ2$vLp7'.repeat(3))).toMatch(/\(a short part repeated\)/);
  });

  it('refuses words and runs a guesser tries first, however they are joined', () => {
    for (const token of [
      'passwordpasswordpassword1',
      'password-secret-letmein-2024',
      'voltline-publish-token-2024',
      'Publish_Secret_Token_Admin!',
      'qwertyuiop1234567890asdfghjkl',
      'a-publish-token-for-tests-0123456789',
      'changeme-changeme-letmein-99',
      'abcdefghijklmnopqrstuvwxyz',
    ]) {
      expect(publishTokenProblem(token), token).toMatch(/\(made of common words, keyboard rows or counting runs\)/);
    }
  });

  it('refuses a token with a space at either end (a copy-paste slip the server would not see)', () => {
    expect(publishTokenProblem(` ${randomBytes(32).toString('base64url')}`)).toMatch(/space/);
  });

  it('says how to make a good one in every refusal', () => {
    for (const token of ['short', 'a'.repeat(30), 'passwordpasswordpassword1']) {
      expect(publishTokenProblem(token)).toContain("randomBytes(32).toString('base64url')");
    }
  });
});
