// Product and persona names are labels: rename them here and nowhere else.
export const PRODUCT_NAME = "Clearday";
export const COACH_NAME = "Mindy";
export const SUPPORT_EMAIL = "support@clearday.app";
// Phone support is a Pro benefit. PLACEHOLDER: a number in the range reserved for fiction
// (555-0100 to 555-0199); put the real line here before launch.
export const SUPPORT_PHONE = "+1 (800) 555-0142";
