// The shop's own addresses, kept here rather than in app/lib/paths.ts: that table travels in every page's first
// load, and only the shop's pages link to these.

/** a product's page; `exchange`: the reader comes back from login to finish an exchange */
export const productPath = (id: number, exchange = false) =>
  `/productDetail.html?id=${id}${exchange ? '&exchange=1' : ''}`;

/** 积分明细's exchange records */
export const exchangesPath = '/integralShop.html#exchanges';
