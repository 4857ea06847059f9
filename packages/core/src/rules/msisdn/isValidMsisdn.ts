import metadata from 'libphonenumber-js/min/metadata';

// Mirrors libphonenumber-js 1.13.16 (min metadata): parse.js, extractCountryCallingCode.js,
// extractNationalNumber*.js, getCountryBy*.js, getNumberType.js, isValid.js. Patterns are compiled once
// per calling code as sticky RegExps tested at an offset of the input, so the common path slices
// nothing (the metadata has no `^`, `\b` or lookaround: a test checks).

/** A numbering plan as the min metadata stores it: a positional array. */
type RawPlan = readonly unknown[];
type Maybe<T> = T | undefined;
type Lengths = Maybe<readonly number[]>;
/** One line type (fixed line, mobile, ...): its pattern and possible lengths. */
type TypeRule = { readonly pattern: RegExp; readonly lengths: Lengths };
/** A compiled numbering plan; `types` is undefined when the metadata gives it none. */
type Plan = { nationalPattern: RegExp; lengths: Lengths; leadingDigits: Maybe<RegExp>; types: Maybe<TypeRule[]> };
/** A calling code's main plan, its countries' plans (none if non-geographic), its national prefix. */
type CallingCodePlans = { main: Plan; countries: Maybe<Plan[]> } & NationalPrefix;
/** The main plan's national_prefix_for_parsing (sticky and anchored) and national_prefix_transform_rule. */
type NationalPrefix = { prefixAt: Maybe<RegExp>; prefix: Maybe<RegExp>; transform: Maybe<string> };

const MIN_NSN_LENGTH = 2;
const MAX_NSN_LENGTH = 17;
const TYPE_COUNT = 10; // FIXED_LINE, MOBILE, TOLL_FREE, ... SHARED_COST: getType() in metadata.js
const plansByCode = new Map<number, CallingCodePlans>();
const nonGeographic = metadata.nonGeographic as unknown as Record<string, RawPlan | undefined>;
const rawCountries = metadata.countries as Record<string, RawPlan | undefined>;
let knownCodes: Maybe<Set<number>>;

/** Country codes of a geographic calling code (a lone 3-letter entry is not a country). */
function countriesOf(code: string): readonly string[] | undefined {
  const list = (metadata.country_calling_codes as Record<string, readonly string[] | undefined>)[code];
  return list && !(list.length === 1 && list[0]?.length === 3) ? list : undefined;
}

/** Every calling code the metadata knows, as numbers (none starts with 0). */
function callingCodes(): Set<number> {
  if (knownCodes) return knownCodes;
  const codes = [...Object.keys(metadata.country_calling_codes).filter(countriesOf), ...Object.keys(nonGeographic)];
  return (knownCodes = new Set(codes.map(Number)));
}

/** A sticky RegExp matching `source` exactly from lastIndex to the end. */
function whole(source: string): RegExp {
  return new RegExp(`(?:${source})$`, 'y');
}

/** Compiles one raw numbering plan. */
function compilePlan(raw: RawPlan): Plan {
  const lengths = (raw[3] || undefined) as Lengths;
  const leadingDigits = raw[10] ? new RegExp(`(?:${raw[10] as string})`, 'y') : undefined;
  const plan: Plan = { nationalPattern: whole(raw[2] as string), lengths, leadingDigits, types: undefined };
  const rawTypes = raw[11] as readonly unknown[] | 0 | undefined;
  if (rawTypes && rawTypes.length > 0) {
    plan.types = [];
    for (let i = 0; i < TYPE_COUNT; i++) {
      const type = rawTypes[i] as readonly [string, Lengths?] | 0 | undefined;
      if (type && type[0]) plan.types.push({ pattern: whole(type[0]), lengths: type[1] || lengths });
    }
  }
  return plan;
}

/** The compiled plans of a known calling code, compiled on first use. */
function plansFor(code: number): CallingCodePlans {
  const cached = plansByCode.get(code);
  if (cached) return cached;
  const key = String(code);
  const countryCodes = countriesOf(key);
  const rawMain = (countryCodes ? rawCountries[countryCodes[0] ?? ''] : nonGeographic[key]) as RawPlan;
  const prefix = (rawMain[7] || rawMain[5]) as string | 0 | undefined;
  const plans: CallingCodePlans = {
    main: compilePlan(rawMain),
    countries: countryCodes?.map((country) => compilePlan(rawCountries[country] as RawPlan)),
    prefixAt: prefix ? new RegExp(`(?:${prefix})`, 'y') : undefined,
    prefix: prefix ? new RegExp(`^(?:${prefix})`) : undefined,
    transform: prefix && rawMain[8] ? (rawMain[8] as string) : undefined,
  };
  plansByCode.set(code, plans);
  return plans;
}

/** True iff `re` matches `s` from index `from` (to the end, for {@link whole} patterns). */
function testAt(re: RegExp, s: string, from: number): boolean {
  re.lastIndex = from;
  return re.test(s);
}

/** getNumberType(...) !== undefined: the national pattern and one line type match. */
function hasMatchingType(plan: Plan, s: string, from: number): boolean {
  if (!plan.types || !testAt(plan.nationalPattern, s, from)) return false;
  const length = s.length - from;
  for (const type of plan.types) {
    if (type.lengths && !type.lengths.includes(length)) continue;
    if (testAt(type.pattern, s, from)) return true;
  }
  return false;
}

/** getCountryByCallingCode: the country plan a national number belongs to, if any. */
function countryOf(plans: CallingCodePlans, s: string, from: number): Plan | undefined {
  const countries = plans.countries;
  if (!countries) return undefined;
  if (countries.length === 1) return countries[0];
  for (const plan of countries) {
    if (plan.leadingDigits) {
      if (from < s.length && testAt(plan.leadingDigits, s, from)) return plan;
    } else if (hasMatchingType(plan, s, from)) return plan;
  }
  return undefined;
}

/** checkNumberLength(...) is neither TOO_SHORT nor INVALID_LENGTH (TOO_LONG passes). */
function isPossibleLength(lengths: Lengths, length: number): boolean {
  if (!lengths || lengths[0] === length) return true;
  if ((lengths[0] ?? 0) > length) return false;
  if ((lengths[lengths.length - 1] ?? 0) < length) return true;
  return lengths.indexOf(length, 1) >= 0;
}

/** extractNationalNumber: `number` without its national prefix, when the library strips it. */
function stripNationalPrefix(plans: CallingCodePlans, number: string): string {
  const match = plans.prefix?.exec(number);
  if (!match || !plans.prefix) return number;
  const lastGroup = match.length > 1 ? match[match.length - 1] : undefined;
  const stripped =
    plans.transform && lastGroup ? number.replace(plans.prefix, plans.transform) : number.slice(match[0].length);
  if (stripped === number) return number;
  const main = plans.main.nationalPattern;
  if (testAt(main, number, 0) && !testAt(main, stripped, 0)) return number;
  if (!plans.main.lengths) return stripped;
  const plan = countryOf(plans, stripped, 0) ?? plans.main;
  return isPossibleLength(plan.lengths, stripped.length) ? stripped : number;
}

/** True iff libphonenumber-js's `isValidPhoneNumber('+' + digits)` is, for 8 to 15 ASCII digits. @internal */
export function _isValidMsisdn(digits: string): boolean {
  if (digits.charCodeAt(0) === 48) return false; // no calling code starts with 0
  const codes = callingCodes();
  let code = 0;
  let start = 0;
  while (start < 3 && start < digits.length && !codes.has(code)) code = code * 10 + digits.charCodeAt(start++) - 48;
  if (!codes.has(code)) return false;
  const plans = plansFor(code);
  let s = digits;
  let from = start;
  if (plans.prefixAt && testAt(plans.prefixAt, digits, start)) {
    s = stripNationalPrefix(plans, digits.slice(start));
    from = 0;
  }
  const length = s.length - from;
  if (length < MIN_NSN_LENGTH || length > MAX_NSN_LENGTH) return false;
  const plan = countryOf(plans, s, from) ?? plans.main;
  return plan.types ? hasMatchingType(plan, s, from) : testAt(plan.nationalPattern, s, from);
}
