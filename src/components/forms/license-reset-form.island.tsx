import { LicenseResetForm } from "./license-reset-form"
import { defineIsland } from "../../islands/island"

/** The licence reset form. Wakes on sight, as the feedback form does (./feedback-form.island.tsx) and for the same reason. */
export const licenseResetForm = defineIsland("license-reset-form", LicenseResetForm, "on-sight")
