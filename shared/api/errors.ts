/** The one error body every API answer uses on failure (the functions' and the gateway's own). */
export interface ErrorBody {
  error: ErrorCode;
  message: string;
}

/**
 * Every code an answer's `error` may carry, used by both sides: the server throws with them and
 * the web maps them to the spec's messages in one place (`userMessage` in web/src/lib/api-client.ts).
 *
 *   generic   the request path and the gateway: any route may answer them (COMMON_ERROR_CODES in
 *             contract/define.ts); `forbidden` is also every "not yours" / "not your role" refusal
 *   <domain>  one code per refusal a person can meet, dotted by domain (`jobs.already_applied`):
 *             each contract entry lists the ones it may answer (`errors: [...]`)
 *
 * The constants' names are what code uses; the values are what goes over the wire.
 */
export const ErrorCodes = {
  // generic
  badRequest: 'bad_request',
  invalidJson: 'invalid_json',
  unsupportedMediaType: 'unsupported_media_type',
  validation: 'validation_failed',
  invalidCursor: 'invalid_cursor',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  /** Only the gateway's own (a WebSocket connection that is gone); a domain answers its own `<domain>.not_found`. */
  notFound: 'not_found',
  routeNotFound: 'route_not_found',
  /** Only the gateway's own: a path that takes other methods. */
  methodNotAllowed: 'method_not_allowed',
  payloadTooLarge: 'payload_too_large',
  requestTooLarge: 'request_too_large',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
  /** A service behind the API (DynamoDB, S3, SES, PayMongo) is throttling or failing: try again after `Retry-After`. */
  unavailable: 'service_unavailable',
  network: 'network_error',
  // accounts
  emailInUse: 'accounts.email_in_use',
  usernameInUse: 'accounts.username_in_use',
  linkInvalid: 'accounts.link_invalid',
  wrongPassword: 'accounts.wrong_password',
  passwordRejected: 'accounts.password_rejected',
  // profiles and people
  profileNotFound: 'profiles.not_found',
  profileNotSetUp: 'profiles.not_set_up',
  profileChanged: 'profiles.changed',
  // tags
  tagExists: 'tags.exists',
  tagChanged: 'tags.changed',
  tagNotFound: 'tags.not_found',
  // uploads
  uploadInvalid: 'uploads.invalid',
  uploadInUse: 'uploads.in_use',
  // verification
  notAnArtist: 'verification.not_an_artist',
  verificationPending: 'verification.pending',
  verificationChanged: 'verification.changed',
  verificationNotFound: 'verification.not_found',
  // arts and wishlist
  artNotFound: 'arts.not_found',
  artChanged: 'arts.changed',
  wishlistFull: 'wishlist.full',
  // jobs
  jobNotFound: 'jobs.not_found',
  jobChanged: 'jobs.changed',
  jobAlreadyApplied: 'jobs.already_applied',
  jobClosed: 'jobs.closed',
  jobUnderReview: 'jobs.under_review',
  jobClosedByAdmin: 'jobs.closed_by_admin',
  jobApplicationNotFound: 'jobs.application_not_found',
  jobApplicationDecided: 'jobs.application_decided',
  jobApplicationPending: 'jobs.application_pending',
  jobOwnReport: 'jobs.own_job',
  jobAlreadyReported: 'jobs.already_reported',
  // proposals and projects
  proposalDecided: 'projects.proposal_decided',
  proposalToSelf: 'projects.proposal_to_self',
  proposalSameRole: 'projects.same_role',
  projectNotFound: 'projects.not_found',
  projectChanged: 'projects.changed',
  projectAlreadyConfirmed: 'projects.already_confirmed',
  projectNotConfirmable: 'projects.not_confirmable',
  milestoneNotFound: 'projects.milestone_not_found',
  // community
  postNotFound: 'community.post_not_found',
  postChanged: 'community.post_changed',
  commentNotFound: 'community.comment_not_found',
  // cart
  alreadyInCart: 'cart.already_in_cart',
  cartSoldOut: 'cart.sold_out',
  cartFull: 'cart.full',
  cartOwnArt: 'cart.own_art',
  notInCart: 'cart.not_in_cart',
  cartArtUnavailable: 'cart.art_unavailable',
  // checkout and orders
  soldOut: 'checkout.sold_out',
  checkoutArtRemoved: 'checkout.art_removed',
  checkoutArtUnavailable: 'checkout.art_unavailable',
  checkoutOwnArt: 'checkout.own_art',
  checkoutDetailsMissing: 'checkout.details_missing',
  checkoutNoItems: 'checkout.no_items',
  checkoutNotInCart: 'checkout.not_in_cart',
  checkoutCartChanged: 'checkout.cart_changed',
  checkoutReplaced: 'checkout.replaced',
  checkoutFailed: 'checkout.failed',
  checkoutTooSmall: 'checkout.too_small',
  invalidSignature: 'checkout.invalid_signature',
  orderNotFound: 'orders.not_found',
  orderRefunded: 'orders.refunded',
  orderCompleted: 'orders.completed',
  orderStatusChanged: 'orders.status_changed',
  orderRefundTooSmall: 'orders.refund_too_small',
  /** A fulfilment step the order's state does not allow now (shipped already, answered already…). */
  orderStepRefused: 'orders.step_refused',
  /** Completing is the buyer's ("Order Received") or the guarantee window's, not the artist's. */
  orderBuyerConfirms: 'orders.buyer_confirms',
  /** A refund asked above what was paid for the order, or under PayMongo's minimum. */
  orderRefundAmount: 'orders.refund_amount',
  orderExtendedAlready: 'orders.extended_already',
  /** Checkout: no address chosen for pieces that ship, or one that is not the buyer's. */
  checkoutAddressMissing: 'checkout.address_missing',
  /** Checkout: an artist who has not set how they ship, or does not ship to the buyer's zone and offers no pickup. */
  shippingNotSet: 'shipping.not_set',
  shippingNoRoute: 'shipping.no_route',
  // payouts
  payoutsActive: 'payouts.active',
  payoutsInReview: 'payouts.in_review',
  payoutsUnavailable: 'payouts.unavailable',
  payoutsRefused: 'payouts.refused',
  // commissions (issue 31)
  commissionNoTerms: 'commissions.no_terms',
  commissionNothingToFund: 'commissions.nothing_to_fund',
  commissionFundTooSmall: 'commissions.fund_too_small',
  commissionNotFunded: 'commissions.not_funded',
  commissionNotDelivered: 'commissions.not_delivered',
  commissionRevisionsUsed: 'commissions.revisions_used',
  commissionDisputed: 'commissions.disputed',
  commissionClosed: 'commissions.closed',
  commissionNoCancelRequest: 'commissions.no_cancel_request',
  commissionOwnCancelRequest: 'commissions.own_cancel_request',
  commissionNothingHeld: 'commissions.nothing_held',
  commissionAlreadyDisputed: 'commissions.already_disputed',
  commissionNotDisputed: 'commissions.not_disputed',
  commissionReleaseTooMuch: 'commissions.release_too_much',
  commissionSameTerms: 'commissions.same_terms',
  commissionNotYourProject: 'commissions.not_your_project',
  commissionCancelRequested: 'commissions.cancel_requested',
  // blocks
  blockSelf: 'blocks.self',
  blockAdmin: 'blocks.admin',
  blockNoSuchPerson: 'blocks.no_such_person',
  blocked: 'blocks.blocked',
  // chat
  chatNotFound: 'chat.not_found',
  chatSelf: 'chat.self',
  chatNoSuchPerson: 'chat.no_such_person',
  chatCreateFailed: 'chat.create_failed',
  chatBusy: 'chat.busy',
  chatSendInProgress: 'chat.send_in_progress',
  // notifications
  notificationNotFound: 'notifications.not_found',
  notificationChanged: 'notifications.changed',
  /** 400: a push subscription names a push service Crafti does not send to (functions/core/push/devices.ts). */
  pushEndpointNotAllowed: 'push.endpoint_not_allowed',
  /** 404: no push subscription of the caller's has that id. */
  pushSubscriptionNotFound: 'push.subscription_not_found',
  /** 400: an unsubscribe link whose signature, person or age does not hold (functions/core/mail/links.ts). */
  unsubscribeInvalid: 'mail.unsubscribe_invalid',
  /** 410: an unsubscribe link used once already: each works once. */
  unsubscribeUsed: 'mail.unsubscribe_used',
  // moderation: reports, the queue, suspensions and appeals (issue 32)
  /** Any signed-in route: the caller's account is suspended (403), whatever their token says. */
  accountSuspended: 'account.suspended',
  /** 404: the content was hidden by an admin (or pending review); only its author and admins see it. */
  contentHidden: 'moderation.hidden',
  moderationTargetNotFound: 'moderation.target_not_found',
  moderationOwnContent: 'moderation.own_content',
  moderationAlreadyReported: 'moderation.already_reported',
  moderationCaseNotFound: 'moderation.case_not_found',
  moderationCaseClosed: 'moderation.case_closed',
  moderationActionNotFound: 'moderation.action_not_found',
  moderationNotAppealable: 'moderation.not_appealable',
  moderationAppealExists: 'moderation.appeal_exists',
  moderationAppealNotFound: 'moderation.appeal_not_found',
  moderationAppealDecided: 'moderation.appeal_decided',
  moderationSameAdmin: 'moderation.same_admin',
  moderationLinkInvalid: 'moderation.link_invalid',
  // reviews (issue 32)
  reviewNotEarned: 'reviews.not_earned',
  reviewWindowClosed: 'reviews.window_closed',
  reviewAlreadyWritten: 'reviews.already_written',
  reviewNotFound: 'reviews.not_found',
  reviewNotPublished: 'reviews.not_published',
  reviewAlreadyReplied: 'reviews.already_replied',
  // the address book (issue 47)
  addressNotFound: 'addresses.not_found',
  addressBookFull: 'addresses.full',
  /** 400: a region, province, city or barangay code that is not in the PSGC or not under the one before it. */
  addressPlaceUnknown: 'addresses.place_unknown',
  addressBookChanged: 'addresses.changed',
} as const;

export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];

/**
 * The HTTP status of each code: the one place it is decided (a throw names only the code and the
 * message, functions/core/errors.ts). 400 the request is malformed or breaks a rule of the input;
 * 403 the caller may not; 404 there is no such thing (for them); 409 the thing's state refuses it
 * now; 502 a provider refused or failed. `network` is the web's own: no answer arrived (0).
 */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  [ErrorCodes.badRequest]: 400,
  [ErrorCodes.invalidJson]: 400,
  [ErrorCodes.unsupportedMediaType]: 415,
  [ErrorCodes.validation]: 400,
  [ErrorCodes.invalidCursor]: 400,
  [ErrorCodes.unauthorized]: 401,
  [ErrorCodes.forbidden]: 403,
  [ErrorCodes.notFound]: 410,
  [ErrorCodes.routeNotFound]: 404,
  [ErrorCodes.methodNotAllowed]: 405,
  [ErrorCodes.payloadTooLarge]: 413,
  [ErrorCodes.requestTooLarge]: 431,
  [ErrorCodes.rateLimited]: 429,
  [ErrorCodes.internal]: 500,
  [ErrorCodes.unavailable]: 503,
  [ErrorCodes.network]: 0,
  [ErrorCodes.emailInUse]: 409,
  [ErrorCodes.usernameInUse]: 409,
  [ErrorCodes.linkInvalid]: 400,
  [ErrorCodes.wrongPassword]: 400,
  [ErrorCodes.passwordRejected]: 400,
  [ErrorCodes.profileNotFound]: 404,
  [ErrorCodes.profileNotSetUp]: 403,
  [ErrorCodes.profileChanged]: 409,
  [ErrorCodes.tagExists]: 409,
  [ErrorCodes.tagChanged]: 409,
  [ErrorCodes.tagNotFound]: 404,
  [ErrorCodes.uploadInvalid]: 400,
  [ErrorCodes.uploadInUse]: 409,
  [ErrorCodes.notAnArtist]: 403,
  [ErrorCodes.verificationPending]: 409,
  [ErrorCodes.verificationChanged]: 409,
  [ErrorCodes.verificationNotFound]: 404,
  [ErrorCodes.artNotFound]: 404,
  [ErrorCodes.artChanged]: 409,
  [ErrorCodes.wishlistFull]: 409,
  [ErrorCodes.jobNotFound]: 404,
  [ErrorCodes.jobChanged]: 409,
  [ErrorCodes.jobAlreadyApplied]: 409,
  [ErrorCodes.jobClosed]: 409,
  [ErrorCodes.jobUnderReview]: 409,
  [ErrorCodes.jobClosedByAdmin]: 409,
  [ErrorCodes.jobApplicationNotFound]: 404,
  [ErrorCodes.jobApplicationDecided]: 409,
  [ErrorCodes.jobApplicationPending]: 409,
  [ErrorCodes.jobOwnReport]: 403,
  [ErrorCodes.jobAlreadyReported]: 409,
  [ErrorCodes.proposalDecided]: 409,
  [ErrorCodes.proposalToSelf]: 400,
  [ErrorCodes.proposalSameRole]: 400,
  [ErrorCodes.projectNotFound]: 404,
  [ErrorCodes.projectChanged]: 409,
  [ErrorCodes.projectAlreadyConfirmed]: 409,
  [ErrorCodes.projectNotConfirmable]: 409,
  [ErrorCodes.milestoneNotFound]: 404,
  [ErrorCodes.postNotFound]: 404,
  [ErrorCodes.postChanged]: 409,
  [ErrorCodes.commentNotFound]: 404,
  [ErrorCodes.alreadyInCart]: 409,
  [ErrorCodes.cartSoldOut]: 409,
  [ErrorCodes.cartFull]: 409,
  [ErrorCodes.cartOwnArt]: 403,
  [ErrorCodes.notInCart]: 404,
  [ErrorCodes.cartArtUnavailable]: 409,
  [ErrorCodes.soldOut]: 409,
  [ErrorCodes.checkoutArtRemoved]: 409,
  [ErrorCodes.checkoutArtUnavailable]: 409,
  [ErrorCodes.checkoutOwnArt]: 403,
  [ErrorCodes.checkoutDetailsMissing]: 400,
  [ErrorCodes.checkoutNoItems]: 400,
  [ErrorCodes.checkoutNotInCart]: 400,
  [ErrorCodes.checkoutCartChanged]: 409,
  [ErrorCodes.checkoutReplaced]: 409,
  [ErrorCodes.checkoutFailed]: 502,
  [ErrorCodes.checkoutTooSmall]: 400,
  [ErrorCodes.invalidSignature]: 400,
  [ErrorCodes.orderNotFound]: 404,
  [ErrorCodes.orderRefunded]: 409,
  [ErrorCodes.orderCompleted]: 409,
  [ErrorCodes.orderStatusChanged]: 409,
  [ErrorCodes.orderRefundTooSmall]: 409,
  [ErrorCodes.orderStepRefused]: 409,
  [ErrorCodes.orderBuyerConfirms]: 409,
  [ErrorCodes.orderRefundAmount]: 400,
  [ErrorCodes.orderExtendedAlready]: 409,
  [ErrorCodes.checkoutAddressMissing]: 400,
  [ErrorCodes.shippingNotSet]: 409,
  [ErrorCodes.shippingNoRoute]: 409,
  [ErrorCodes.payoutsActive]: 409,
  [ErrorCodes.payoutsInReview]: 409,
  [ErrorCodes.payoutsUnavailable]: 502,
  [ErrorCodes.payoutsRefused]: 400,
  [ErrorCodes.commissionNoTerms]: 409,
  [ErrorCodes.commissionNothingToFund]: 409,
  [ErrorCodes.commissionFundTooSmall]: 409,
  [ErrorCodes.commissionNotFunded]: 409,
  [ErrorCodes.commissionNotDelivered]: 409,
  [ErrorCodes.commissionRevisionsUsed]: 409,
  [ErrorCodes.commissionDisputed]: 409,
  [ErrorCodes.commissionClosed]: 409,
  [ErrorCodes.commissionNoCancelRequest]: 409,
  [ErrorCodes.commissionOwnCancelRequest]: 409,
  [ErrorCodes.commissionNothingHeld]: 409,
  [ErrorCodes.commissionAlreadyDisputed]: 409,
  [ErrorCodes.commissionNotDisputed]: 409,
  [ErrorCodes.commissionReleaseTooMuch]: 409,
  [ErrorCodes.commissionSameTerms]: 400,
  [ErrorCodes.commissionNotYourProject]: 403,
  [ErrorCodes.commissionCancelRequested]: 409,
  [ErrorCodes.blockSelf]: 400,
  [ErrorCodes.blockAdmin]: 403,
  [ErrorCodes.blockNoSuchPerson]: 404,
  [ErrorCodes.blocked]: 403,
  [ErrorCodes.chatNotFound]: 404,
  [ErrorCodes.chatSelf]: 400,
  [ErrorCodes.chatNoSuchPerson]: 404,
  [ErrorCodes.chatCreateFailed]: 409,
  [ErrorCodes.chatBusy]: 409,
  [ErrorCodes.chatSendInProgress]: 409,
  [ErrorCodes.notificationNotFound]: 404,
  [ErrorCodes.notificationChanged]: 409,
  [ErrorCodes.pushEndpointNotAllowed]: 400,
  [ErrorCodes.pushSubscriptionNotFound]: 404,
  [ErrorCodes.unsubscribeInvalid]: 400,
  [ErrorCodes.unsubscribeUsed]: 410,
  [ErrorCodes.accountSuspended]: 403,
  [ErrorCodes.contentHidden]: 404,
  [ErrorCodes.moderationTargetNotFound]: 404,
  [ErrorCodes.moderationOwnContent]: 403,
  [ErrorCodes.moderationAlreadyReported]: 409,
  [ErrorCodes.moderationCaseNotFound]: 404,
  [ErrorCodes.moderationCaseClosed]: 409,
  [ErrorCodes.moderationActionNotFound]: 404,
  [ErrorCodes.moderationNotAppealable]: 409,
  [ErrorCodes.moderationAppealExists]: 409,
  [ErrorCodes.moderationAppealNotFound]: 404,
  [ErrorCodes.moderationAppealDecided]: 409,
  [ErrorCodes.moderationSameAdmin]: 403,
  [ErrorCodes.moderationLinkInvalid]: 400,
  [ErrorCodes.reviewNotEarned]: 403,
  [ErrorCodes.reviewWindowClosed]: 403,
  [ErrorCodes.reviewAlreadyWritten]: 409,
  [ErrorCodes.reviewNotFound]: 404,
  [ErrorCodes.reviewNotPublished]: 409,
  [ErrorCodes.reviewAlreadyReplied]: 409,
  [ErrorCodes.addressNotFound]: 404,
  [ErrorCodes.addressBookFull]: 409,
  [ErrorCodes.addressPlaceUnknown]: 400,
  [ErrorCodes.addressBookChanged]: 409,
};

export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
/** The 503's text: nothing was changed, and the same request a moment later is expected to work. */
export const BUSY_MESSAGE = 'Crafti is busy right now. Please try again in a moment.';

export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorBody).error === 'string' &&
    typeof (value as ErrorBody).message === 'string'
  );
}
