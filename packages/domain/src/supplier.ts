/** The supplier's own day runs on Brisbane time (UTC+10 all year): staff date filters and "today" use it. */
export const SUPPLIER_TIME_ZONE = 'Australia/Brisbane';
