import type { Unit } from 'mathjs';
import { math, type UnitKey } from './units';

// biome-ignore format: a lookup table reads best packed, several entries a line
export type VarKey =
  | 'm' | 'F' | 'Fn' | 'G' | 'f' | 'a' | 'g' | 'v0' | 'v' | 't' | 's' | 'h' | 'W' | 'Ek' | 'Ep' | 'Q' | 'P'
  | 'p' | 'S' | 'V' | 'rho' | 'U' | 'I' | 'R' | 'c' | 'dT';

export interface VarInfo {
  name: string;
  tex: string;
  /** Unit the answer is given in by default (SI). */
  si: UnitKey;
  /** mathjs unit used for computing (SI, differences of temperature in K). */
  calc: string;
  /** May this quantity be negative (a component along a direction)? */
  signed?: boolean;
}

export const VARS: Record<VarKey, VarInfo> = {
  m: { name: '质量', tex: 'm', si: 'kg', calc: 'kg' },
  F: { name: '力', tex: 'F', si: 'N', calc: 'N', signed: true },
  Fn: { name: '压力', tex: 'F_{\\text{压}}', si: 'N', calc: 'N' },
  G: { name: '重力', tex: 'G', si: 'N', calc: 'N' },
  f: { name: '阻力（摩擦力）', tex: 'f', si: 'N', calc: 'N' },
  a: { name: '加速度', tex: 'a', si: 'm/s^2', calc: 'm/s^2', signed: true },
  g: { name: '重力加速度', tex: 'g', si: 'N/kg', calc: 'm/s^2' },
  v0: { name: '初速度', tex: 'v_0', si: 'm/s', calc: 'm/s', signed: true },
  v: { name: '速度', tex: 'v', si: 'm/s', calc: 'm/s', signed: true },
  t: { name: '时间', tex: 't', si: 's', calc: 's' },
  s: { name: '位移（路程）', tex: 's', si: 'm', calc: 'm', signed: true },
  h: { name: '高度', tex: 'h', si: 'm', calc: 'm' },
  W: { name: '功（电能）', tex: 'W', si: 'J', calc: 'J', signed: true },
  Ek: { name: '动能', tex: 'E_k', si: 'J', calc: 'J' },
  Ep: { name: '重力势能', tex: 'E_p', si: 'J', calc: 'J', signed: true },
  Q: { name: '热量', tex: 'Q', si: 'J', calc: 'J' },
  P: { name: '功率', tex: 'P', si: 'W', calc: 'W' },
  p: { name: '压强', tex: 'p', si: 'Pa', calc: 'Pa' },
  S: { name: '面积', tex: 'S', si: 'm^2', calc: 'm^2' },
  V: { name: '体积', tex: 'V', si: 'm^3', calc: 'm^3' },
  rho: { name: '密度', tex: '\\rho', si: 'kg/m^3', calc: 'kg/m^3' },
  U: { name: '电压', tex: 'U', si: 'V', calc: 'V' },
  I: { name: '电流', tex: 'I', si: 'A', calc: 'A' },
  R: { name: '电阻', tex: 'R', si: 'Ohm', calc: 'ohm' },
  c: { name: '比热容', tex: 'c', si: 'J/(kg*degC)', calc: 'J/(kg K)' },
  dT: { name: '升高（变化）的温度', tex: '\\Delta t', si: 'degC', calc: 'K' },
};

// biome-ignore format: a lookup table reads best packed, several entries a line
export type Dim =
  | 'mass' | 'length' | 'time' | 'velocity' | 'acceleration' | 'force' | 'energy' | 'power' | 'pressure'
  | 'area' | 'volume' | 'density' | 'voltage' | 'current' | 'resistance' | 'temperature' | 'specificHeat'
  | 'frequency' | 'heatValue';

// biome-ignore format: a lookup table reads best packed, several entries a line
const REFERENCE: [Dim, string][] = [
  ['mass', 'kg'], ['length', 'm'], ['time', 's'], ['velocity', 'm/s'], ['acceleration', 'm/s^2'], ['force', 'N'],
  ['energy', 'J'], ['power', 'W'], ['pressure', 'Pa'], ['area', 'm^2'], ['volume', 'm^3'], ['density', 'kg/m^3'],
  ['voltage', 'V'], ['current', 'A'], ['resistance', 'ohm'], ['temperature', 'K'], ['specificHeat', 'J/(kg K)'],
  ['frequency', 'Hz'], ['heatValue', 'J/kg'],
];
const REF_UNITS = REFERENCE.map(([d, u]) => [d, math.unit(1, u)] as const);

export function dimOf(q: Unit): Dim | null {
  return REF_UNITS.find(([, ref]) => ref.equalBase(q))?.[0] ?? null;
}

// biome-ignore format: a lookup table reads best packed, several entries a line
export const DIM_VARS: Partial<Record<Dim, VarKey[]>> = {
  mass: ['m'], length: ['s', 'h'], time: ['t'], velocity: ['v0', 'v'], acceleration: ['a', 'g'],
  force: ['F', 'G', 'f', 'Fn'], energy: ['W', 'Ek', 'Ep', 'Q'], power: ['P'], pressure: ['p'], area: ['S'],
  volume: ['V'], density: ['rho'], voltage: ['U'], current: ['I'], resistance: ['R'], specificHeat: ['c'],
  temperature: ['dT'],
};
