import React from "react"
import { licenseResetMessage, messages } from "../../lib/messages"
import { heldSubmitRequest, resetLicense } from "../../lib/product-api"
import { EmailPairForm } from "./email-pair-form"
import { site } from "../../config/site"

export function LicenseResetForm() {
  return (
    <EmailPairForm
      id="license-reset"
      title="Reset license"
      emailHint={`The address you bought ${site.productName} with.`}
      second={{ name: "licenseKey", label: "License key" }}
      idleLabel="Reset license"
      busyLabel="Processing..."
      send={resetLicense}
      request={heldSubmitRequest("licenseReset")}
      noScriptText={messages.noScript.licenseReset}
      toMessage={licenseResetMessage}
    />
  )
}
