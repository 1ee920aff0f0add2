import { all, create, type Unit } from 'mathjs';

/** A private mathjs instance, so that nothing here changes the global one. */
export const math = create(all);

export interface UnitInfo {
  /** mathjs unit expression, e.g. "m/s^2". */
  math: string;
  /** LaTeX of the unit, e.g. "\mathrm{m/s^2}". */
  latex: string;
}

const U = (mathUnit: string, latex: string): UnitInfo => ({ math: mathUnit, latex });
const M = (s: string) => `\\mathrm{${s}}`;

/** Canonical units: each unit text found in a problem maps to one of these. */
export const UNITS = {
  'm/s': U('m/s', M('m/s')),
  'km/h': U('km/h', M('km/h')),
  'cm/s': U('cm/s', M('cm/s')),
  'km/s': U('km/s', M('km/s')),
  'm/min': U('m/min', M('m/min')),
  'km/min': U('km/min', M('km/min')),
  'm/s^2': U('m/s^2', M('m/s^2')),
  'N/kg': U('N/kg', M('N/kg')),
  km: U('km', M('km')),
  m: U('m', M('m')),
  dm: U('dm', M('dm')),
  cm: U('cm', M('cm')),
  mm: U('mm', M('mm')),
  t: U('tonne', M('t')),
  kg: U('kg', M('kg')),
  g: U('g', M('g')),
  mg: U('mg', M('mg')),
  h: U('h', M('h')),
  min: U('min', M('min')),
  s: U('s', M('s')),
  ms: U('ms', M('ms')),
  kN: U('kN', M('kN')),
  N: U('N', M('N')),
  MJ: U('MJ', M('MJ')),
  kJ: U('kJ', M('kJ')),
  J: U('J', M('J')),
  kWh: U('kWh', M('kW\\cdot h')),
  MW: U('MW', M('MW')),
  kW: U('kW', M('kW')),
  W: U('W', M('W')),
  mW: U('mW', M('mW')),
  MPa: U('MPa', M('MPa')),
  kPa: U('kPa', M('kPa')),
  hPa: U('hPa', M('hPa')),
  Pa: U('Pa', M('Pa')),
  atm: U('atm', M('atm')),
  'km^2': U('km^2', M('km^2')),
  'm^2': U('m^2', M('m^2')),
  'dm^2': U('dm^2', M('dm^2')),
  'cm^2': U('cm^2', M('cm^2')),
  'mm^2': U('mm^2', M('mm^2')),
  'm^3': U('m^3', M('m^3')),
  'dm^3': U('dm^3', M('dm^3')),
  'cm^3': U('cm^3', M('cm^3')),
  L: U('L', M('L')),
  mL: U('mL', M('mL')),
  'kg/m^3': U('kg/m^3', M('kg/m^3')),
  'g/cm^3': U('g/cm^3', M('g/cm^3')),
  'g/mL': U('g/mL', M('g/mL')),
  'g/L': U('g/L', M('g/L')),
  kV: U('kV', M('kV')),
  V: U('V', M('V')),
  mV: U('mV', M('mV')),
  A: U('A', M('A')),
  mA: U('mA', M('mA')),
  MOhm: U('Mohm', '\\mathrm{M}\\Omega'),
  kOhm: U('kohm', '\\mathrm{k}\\Omega'),
  Ohm: U('ohm', '\\Omega'),
  degC: U('degC', '{}^{\\circ}\\mathrm{C}'),
  'J/(kg*degC)': U('J/(kg degC)', '\\mathrm{J/(kg\\cdot {}^{\\circ}C)}'),
  'J/(kg*K)': U('J/(kg K)', M('J/(kg\\cdot K)')),
  'J/kg': U('J/kg', M('J/kg')),
  'J/m^3': U('J/m^3', M('J/m^3')),
  Hz: U('Hz', M('Hz')),
  kHz: U('kHz', M('kHz')),
  MHz: U('MHz', M('MHz')),
} as const;

export type UnitKey = keyof typeof UNITS;

/** How units are written in problems (after NFKC and superscript normalisation) → canonical key. */
// biome-ignore format: a lookup table reads best packed, several entries a line
const SPELLINGS: [string, UnitKey][] = [
  ['m/s^2', 'm/s^2'], ['m/s2', 'm/s^2'], ['m·s^-2', 'm/s^2'], ['米/秒^2', 'm/s^2'], ['米每二次方秒', 'm/s^2'],
  ['米/二次方秒', 'm/s^2'], ['N/kg', 'N/kg'], ['牛/千克', 'N/kg'], ['牛每千克', 'N/kg'],
  ['m/s', 'm/s'], ['米/秒', 'm/s'], ['米每秒', 'm/s'], ['km/h', 'km/h'], ['千米/时', 'km/h'], ['千米/小时', 'km/h'],
  ['千米每小时', 'km/h'], ['公里/小时', 'km/h'], ['公里每小时', 'km/h'], ['cm/s', 'cm/s'], ['km/s', 'km/s'],
  ['千米/秒', 'km/s'], ['千米每秒', 'km/s'], ['公里/秒', 'km/s'], ['厘米/秒', 'cm/s'], ['厘米每秒', 'cm/s'],
  ['m/min', 'm/min'], ['米/分钟', 'm/min'], ['米/分', 'm/min'], ['米每分钟', 'm/min'], ['米每分', 'm/min'],
  ['km/min', 'km/min'], ['千米/分钟', 'km/min'], ['千米/分', 'km/min'], ['千米每分钟', 'km/min'], ['千米每分', 'km/min'],
  ['千米每时', 'km/h'], ['公里/时', 'km/h'],
  ['kg/m^3', 'kg/m^3'], ['kg/m3', 'kg/m^3'], ['千克/米^3', 'kg/m^3'], ['千克/立方米', 'kg/m^3'], ['千克每立方米', 'kg/m^3'],
  ['g/cm^3', 'g/cm^3'], ['g/cm3', 'g/cm^3'], ['克/厘米^3', 'g/cm^3'], ['克/立方厘米', 'g/cm^3'], ['克每立方厘米', 'g/cm^3'],
  ['g/mL', 'g/mL'], ['g/ml', 'g/mL'], ['g/L', 'g/L'],
  ['J/(kg·°C)', 'J/(kg*degC)'], ['J/(kg°C)', 'J/(kg*degC)'], ['J/(kg*°C)', 'J/(kg*degC)'], ['J/(kg.°C)', 'J/(kg*degC)'],
  ['J/(kg·K)', 'J/(kg*K)'], ['J/kg·°C', 'J/(kg*degC)'], ['焦/(千克·摄氏度)', 'J/(kg*degC)'], ['J/kg', 'J/kg'], ['J/m^3', 'J/m^3'],
  ['度电', 'kWh'], ['kW·h', 'kWh'], ['kW*h', 'kWh'], ['kW h', 'kWh'], ['kWh', 'kWh'], ['千瓦时', 'kWh'], ['千瓦·时', 'kWh'],
  ['km^2', 'km^2'], ['平方千米', 'km^2'], ['平方公里', 'km^2'], ['m^2', 'm^2'], ['平方米', 'm^2'], ['dm^2', 'dm^2'],
  ['平方分米', 'dm^2'], ['cm^2', 'cm^2'], ['平方厘米', 'cm^2'], ['mm^2', 'mm^2'], ['平方毫米', 'mm^2'],
  ['m^3', 'm^3'], ['立方米', 'm^3'], ['dm^3', 'dm^3'], ['立方分米', 'dm^3'], ['cm^3', 'cm^3'], ['立方厘米', 'cm^3'],
  ['mL', 'mL'], ['ml', 'mL'], ['毫升', 'mL'], ['L', 'L'], ['升', 'L'],
  ['km', 'km'], ['千米', 'km'], ['公里', 'km'], ['dm', 'dm'], ['分米', 'dm'], ['cm', 'cm'], ['厘米', 'cm'],
  ['mm', 'mm'], ['毫米', 'mm'], ['m', 'm'], ['米', 'm'],
  ['kg', 'kg'], ['千克', 'kg'], ['公斤', 'kg'], ['mg', 'mg'], ['毫克', 'mg'], ['g', 'g'], ['克', 'g'], ['t', 't'], ['吨', 't'],
  ['min', 'min'], ['分钟', 'min'], ['ms', 'ms'], ['毫秒', 'ms'], ['h', 'h'], ['小时', 'h'], ['s', 's'], ['秒', 's'],
  ['kN', 'kN'], ['千牛', 'kN'], ['N', 'N'], ['牛顿', 'N'], ['牛', 'N'],
  ['MJ', 'MJ'], ['兆焦', 'MJ'], ['kJ', 'kJ'], ['千焦', 'kJ'], ['J', 'J'], ['焦耳', 'J'], ['焦', 'J'],
  ['MW', 'MW'], ['兆瓦', 'MW'], ['kW', 'kW'], ['千瓦', 'kW'], ['mW', 'mW'], ['毫瓦', 'mW'], ['W', 'W'], ['瓦特', 'W'], ['瓦', 'W'],
  ['MPa', 'MPa'], ['兆帕', 'MPa'], ['kPa', 'kPa'], ['千帕', 'kPa'], ['hPa', 'hPa'], ['Pa', 'Pa'], ['帕斯卡', 'Pa'], ['帕', 'Pa'],
  ['atm', 'atm'], ['标准大气压', 'atm'],
  ['kV', 'kV'], ['千伏', 'kV'], ['mV', 'mV'], ['毫伏', 'mV'], ['V', 'V'], ['伏特', 'V'], ['伏', 'V'],
  ['mA', 'mA'], ['毫安', 'mA'], ['A', 'A'], ['安培', 'A'], ['安', 'A'],
  ['MΩ', 'MOhm'], ['兆欧', 'MOhm'], ['kΩ', 'kOhm'], ['千欧', 'kOhm'], ['Ω', 'Ohm'], ['欧姆', 'Ohm'], ['欧', 'Ohm'], ['ohm', 'Ohm'],
  ['°C', 'degC'], ['摄氏度', 'degC'],
  ['MHz', 'MHz'], ['kHz', 'kHz'], ['Hz', 'Hz'], ['赫兹', 'Hz'],
];

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Longest spelling first; a Latin unit must not run on into more letters ("m" in "min"). */
export const UNIT_PATTERN = [...SPELLINGS]
  .sort((a, b) => b[0].length - a[0].length)
  .map(([s]) => (/[A-Za-z]$/.test(s) ? `${escapeRe(s)}(?![A-Za-z])` : escapeRe(s)))
  .join('|');

const BY_SPELLING = new Map(SPELLINGS);

export function unitKeyOf(spelling: string): UnitKey | undefined {
  return BY_SPELLING.get(spelling);
}

export function unitOf(key: UnitKey, value: number): Unit {
  return math.unit(value, UNITS[key].math);
}

/** The canonical key whose LaTeX is exactly this (for reading final answers back). */
export function unitKeyFromLatex(latex: string): UnitKey | undefined {
  const clean = latex.trim();
  return (Object.keys(UNITS) as UnitKey[]).find((k) => UNITS[k].latex === clean);
}
