import { describe, it, expect } from 'vitest';
import englishMessages from 'ra-language-english';
import baseEspanol from 'ra-language-spanish';
import { propios, raSpanish } from './raSpanish';

type Flat = Record<string, unknown>;

/** Flattens a nested message catalogue into `{ 'ra.action.save': 'Save', ... }`. */
const flatten = (obj: object, prefix = ''): Flat =>
  Object.entries(obj).reduce<Flat>((acc, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      Object.assign(acc, flatten(value as object, path));
    } else {
      acc[path] = value;
    }
    return acc;
  }, {});

const PLACEHOLDER = /%\{([^}]+)\}/g;

const placeholders = (value: unknown): string[] =>
  typeof value === 'string' ? [...new Set([...value.matchAll(PLACEHOLDER)].map((m) => m[1]))].sort() : [];

const withoutPlaceholders = (value: string): string => value.replace(PLACEHOLDER, '');

/** True when a message has nothing to translate (only placeholders, spaces, punctuation). */
const hasNoTranslatableText = (value: string): boolean => !/\p{L}/u.test(withoutPlaceholders(value));

const words = (value: string): string[] => (withoutPlaceholders(value).match(/\p{L}+/gu) ?? []).map((w) => w.toLowerCase());

/**
 * Whole messages allowed to be identical to English.
 * - "No": the negative answer / boolean false is spelled the same in Spanish.
 * (Messages made only of placeholders/whitespace, e.g. '%{name}' or the ' '
 * used for null booleans, are exempt automatically: there is nothing to translate.)
 */
const IDENTICAL_MESSAGES = new Set(['No']);

/**
 * Single words that appear in the English catalogue but are also ordinary
 * Spanish words, so they may legitimately occur in Spanish messages.
 * - "a": Spanish preposition ("para acceder a esta página").
 * - "no": Spanish negation ("no se pudieron...").
 * - "error": same spelling in Spanish ("Se produjo un error").
 */
const SHARED_WORDS = new Set(['a', 'no', 'error']);

const en = flatten(englishMessages);
const base = flatten(baseEspanol);
const overlay = flatten(propios);
const es = flatten(raSpanish);
const enKeys = Object.keys(en).sort();
const esKeys = Object.keys(es).sort();

describe('raSpanish catalogue', () => {
  it('has every key of ra-language-english', () => {
    const missing = enKeys.filter((k) => !(k in es));
    expect(missing, `Missing keys in raSpanish: ${missing.join(', ')}`).toEqual([]);
    expect(esKeys.length).toBeGreaterThan(150);
  });

  it('adds no key of its own: any key react-admin lacks is an old one of ra-language-spanish', () => {
    const extra = esKeys.filter((k) => !(k in en) && !(k in base));
    expect(extra, `Keys not in ra-language-english: ${extra.join(', ')}`).toEqual([]);
    expect(Object.keys(overlay).filter((k) => !(k in en))).toEqual([]);
  });

  it('takes ra-language-spanish as its base: the overlay only fills keys it lacks or words differently', () => {
    const repeated = Object.keys(overlay).filter((k) => overlay[k] === base[k]);
    expect(repeated, `Overlay repeats the base: ${repeated.join(', ')}`).toEqual([]);
    const fromBase = Object.keys(base).filter((k) => k in en && !(k in overlay));
    expect(fromBase.length).toBeGreaterThan(0);
    expect(fromBase.every((k) => es[k] === base[k])).toBe(true);
  });

  it('has a non-empty string for every key', () => {
    const bad = esKeys.filter((k) => {
      const v = es[k];
      if (typeof v !== 'string' || v.length === 0) return true;
      // whitespace-only is tolerated only where English is whitespace-only too (ra.boolean.null)
      return v.trim() === '' && String(en[k]).trim() !== '';
    });
    expect(bad, `Empty or non-string values: ${bad.join(', ')}`).toEqual([]);
  });

  it('keeps the same %{...} placeholders as English for every key', () => {
    const mismatches = enKeys
      .filter((k) => k in es)
      .filter((k) => placeholders(es[k]).join() !== placeholders(en[k]).join())
      .map((k) => `${k}: en=[${placeholders(en[k])}] es=[${placeholders(es[k])}]`);
    expect(mismatches, mismatches.join('\n')).toEqual([]);
  });

  it('keeps the same number of "||||" plural forms as English', () => {
    const forms = (v: unknown) => String(v).split('||||').length;
    const mismatches = enKeys.filter((k) => k in es && forms(es[k]) !== forms(en[k])).map((k) => `${k}: en=${forms(en[k])} es=${forms(es[k])}`);
    expect(mismatches, mismatches.join('\n')).toEqual([]);
  });

  it('translates every message (no value identical to English unless allow-listed)', () => {
    const untranslated = enKeys
      .filter((k) => k in es && es[k] === en[k])
      .filter((k) => {
        const v = String(es[k]);
        return !hasNoTranslatableText(v) && !IDENTICAL_MESSAGES.has(v);
      });
    expect(untranslated, `Untranslated: ${untranslated.join(', ')}`).toEqual([]);
  });

  it('contains no leftover English words', () => {
    const englishWords = new Set(Object.values(en).flatMap((v) => (typeof v === 'string' ? words(v) : [])));
    const leftovers = esKeys
      .map((k) => ({
        key: k,
        found: words(String(es[k])).filter((w) => englishWords.has(w) && !SHARED_WORDS.has(w)),
      }))
      .filter(({ found }) => found.length > 0)
      .map(({ key, found }) => `${key}: ${found.join(', ')}`);
    expect(leftovers, leftovers.join('\n')).toEqual([]);
  });
});
