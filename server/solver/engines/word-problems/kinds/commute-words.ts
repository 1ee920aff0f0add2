/**
 * 上下班、上下学、上学和放学: the way between home and the place is gone once each way, twice the way told. Not 往返 or
 * 来回, which other kinds read with their two legs.
 */
export const COMMUTE = /上下班|上下学|上班[和与、及]?下班|上学[和与、及]?放学|放学[和与、及]?上学/;
