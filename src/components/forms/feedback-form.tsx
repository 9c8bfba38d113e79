import React from "react"
import { feedbackMessage, messages } from "../../lib/messages"
import { heldSubmitRequest, sendFeedback } from "../../lib/product-api"
import { EmailPairForm } from "./email-pair-form"

export function FeedbackForm() {
  return (
    <EmailPairForm
      id="feedback"
      title="Feedback"
      second={{ name: "message", label: "Message", multiline: true, hint: "Ideas, bugs, questions: we read every message." }}
      idleLabel="Send feedback"
      busyLabel="Sending..."
      send={sendFeedback}
      request={heldSubmitRequest("feedback")}
      noScriptText={messages.noScript.feedback}
      toMessage={feedbackMessage}
    />
  )
}
