import { z } from 'zod';

/**
 * The shapes WeChat Pay v3 sends back, reduced to the fields we read. Parsed
 * with zod because they come from the network: a missing field is an error
 * here, never an `undefined` further down.
 */

/** Native order: the QR code content (weixin://wxpay/bizpayurl?pr=…). */
export const ZNativeOrderResponse = z.object({ code_url: z.string().min(1) });

/** H5 order: the mweb page (https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=…&package=…). */
export const ZH5OrderResponse = z.object({ h5_url: z.string().min(1) });

/** Error answers: {"code":"PARAM_ERROR","message":"…","detail":{…}}. */
export const ZWechatError = z.object({ code: z.string(), message: z.string().optional() });

/**
 * A transaction: the body of an order query, and the decrypted resource of a
 * TRANSACTION.* notification. `transaction_id` only exists once WeChat has a
 * payment (NOTPAY orders have none), and unpaid orders may lack `amount.total`.
 */
export const ZTransaction = z.object({
  mchid: z.string().optional(),
  appid: z.string().optional(),
  out_trade_no: z.string().min(1),
  transaction_id: z.string().optional(),
  trade_state: z.string().min(1),
  amount: z
    .object({ total: z.number().int().nonnegative().optional(), currency: z.string().optional() })
    .optional(),
});
export type TTransaction = z.infer<typeof ZTransaction>;

/** A notification's envelope; the facts are inside the encrypted resource. */
export const ZWechatNotification = z.object({
  id: z.string().min(1),
  event_type: z.string().min(1),
  resource: z.object({
    algorithm: z.string(),
    ciphertext: z.string().min(1),
    nonce: z.string().min(1),
    associated_data: z.string().optional(),
  }),
});

/**
 * A refund (POST /v3/refund/domestic/refunds): SUCCESS or PROCESSING (WeChat
 * pays back asynchronously) are accepted; CLOSED and ABNORMAL are not.
 */
export const ZRefund = z.object({
  refund_id: z.string().min(1),
  out_refund_no: z.string().min(1),
  status: z.string().min(1),
});
