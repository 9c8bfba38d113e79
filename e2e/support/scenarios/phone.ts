/** The phone-sized viewport of the scenarios marked `phone` (an iPhone 14's, in CSS pixels). */
export const PHONE = { width: 390, height: 844 }
