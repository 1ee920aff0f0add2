/**
 * 「现在铅笔涨价了」「现在速度加快了」: a price, a speed or an output told as changed since the rate was told. The
 * rate kinds keep the told rate, so with this word in the text they would answer with the rate before the change.
 */
export const RATE_CHANGED = /涨价|降价|提价|减价|涨了|降了|提高|降低|加快|放慢|减慢|变快|变慢|变了|改变|打.折|优惠|便宜|贵了/;
