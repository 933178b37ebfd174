/// Rule 14, follow-ups: a message triggered while a click's action runs is shown right after
/// the dismissal, as BrazeUI does (`InAppMessageUI.swift`: `present(message:)` sends it to
/// `validateNoMessagePresented(pendingDestination: .followup)`, which keeps it as
/// `followupMessage` and pushes an earlier one on the stack; `InAppMessageView.swift`'s
/// `didDismiss()` clears `isProcessingClickAction` and calls `presentFollowup()`, which offers
/// the message through `present(message:)`, display choice included).
extension DeliveryEngine {
    /// Keeps a message triggered during a click's action as the follow-up (`followup
    /// {campaign}`); an earlier follow-up goes on top of the stack (`enqueued`), where it waits
    /// for `present_next`.
    mutating func holdAsFollowup(_ stacked: StackedMessage, at: Double) {
        if let earlier = followup {
            if let index = earlier.campaignIndex {
                stack.removeAll { $0.campaignIndex == index }
                campaignStates[index].outcome = .reenqueued(at: at, reason: "followup_replaced")
            }
            stack.append(earlier)
            emit(.enqueued, at: at, campaignFields(earlier.campaignIndex))
        }
        followup = stacked
        emit(.followup, at: at, campaignFields(stacked.campaignIndex))
    }

    /// After a click's dismissal: ends the click's action and offers the follow-up, if any, at
    /// once (no `present_next`), asking display choice as for any offered message.
    mutating func presentFollowup(at: Double) {
        isProcessingClickAction = false
        guard let message = followup else { return }
        followup = nil
        if let index = message.campaignIndex { stack.removeAll { $0.campaignIndex == index } }
        stack.append(message)
        present(at: at, offered: true)
    }
}
