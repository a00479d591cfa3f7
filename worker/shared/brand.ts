// Product and persona names are labels: rename them here and nowhere else.
export const PRODUCT_NAME = "Clearday";
export const COACH_NAME = "Mindy";
export const SUPPORT_EMAIL = "support@clearday.app";
