/// "Why not?": explains from the engine's state why a campaign is not on screen.
extension DeliveryEngine {
    /// The first rule that kept the campaign off screen so far (or when it was displayed).
    ///
    /// For a split campaign the answer begins with the user's group and why they are in it: a
    /// user of the control group gets a control message, which draws nothing and logs only its
    /// control impression.
    public func whyNot(campaignID: String) -> WhyNot {
        var answer = whyNotForTheMessage(campaignID: campaignID)
        if let choice = variantChoice(of: campaignID) {
            let group =
                choice.outcome == .control
                ? "The user is in the control group, so nothing ever shows: the SDK logs a control impression instead. "
                : "The user gets \(choice.name). "
            answer.text = group + choice.reason + " " + answer.text
        }
        return answer
    }

    /// Why the campaign's message (the user's variant) is not on screen, by the delivery rules.
    private func whyNotForTheMessage(campaignID: String) -> WhyNot {
        guard let index = catalog.indexByID[campaignID] else {
            return WhyNot(code: .unknownCampaign, text: "No campaign has the id \(campaignID).")
        }
        let campaign = catalog.campaigns[index]
        let state = campaignStates[index]
        if let shown = messagesOnScreen.last(where: { $0.campaignIndex == index }) {
            return WhyNot(
                code: .onScreen,
                text: "It is on screen since \(Self.seconds(shown.presentation.displayedAt)).",
                at: shown.presentation.displayedAt
            )
        }
        guard campaign.status == .active else {
            return WhyNot(code: .notActive, text: "It is \(campaign.status.rawValue), not active: it is never delivered.")
        }
        if let path = state.undecodableClickAction {
            return WhyNot(
                code: .undecodable,
                text: "iOS cannot decode it: \(path) has click action URI and no URI (the SDK logs \"Unable to parse platform "
                    + "message click action\"), so it is never cached and never triggers; other campaigns compete for its "
                    + "events without it."
            )
        }
        guard state.delivered else {
            let text =
                hasDelivered
                ? "The last session start did not deliver it: its schedule window did not contain that time."
                : "No session has started yet, so no campaign is delivered."
            return WhyNot(code: .notDelivered, text: text)
        }
        guard let outcome = state.outcome else {
            let triggers = campaign.triggers.map(Self.describe).joined(separator: ", ")
            return WhyNot(code: .noMatchingEvent, text: "No event has matched its triggers (\(triggers)) yet.")
        }
        return explain(outcome, of: campaign)
    }

    /// The answer for a recorded outcome.
    private func explain(_ outcome: CampaignOutcome, of campaign: Campaign) -> WhyNot {
        switch outcome {
        case .conditionFailed(let at, let filter):
            return WhyNot(code: .conditionNotMatched, text: "At \(Self.seconds(at)) its condition did not match: \(filter).", at: at)
        case .suppressed(let at, let reason):
            return explain(reason, at: at, of: campaign)
        case .waitingForDelay(let at, let fireAt):
            return WhyNot(
                code: .waitingForDelay,
                text: "Triggered at \(Self.seconds(at)); it fires after its delay, at \(Self.seconds(fireAt)).",
                at: at
            )
        case .reenqueued(let at, let reason):
            return WhyNot(code: .reenqueued, text: "At \(Self.seconds(at)) it was re-enqueued: \(describe(reason)).", at: at)
        case .discarded(let at, let reason):
            return WhyNot(code: .discarded, text: "At \(Self.seconds(at)) it was discarded: \(describe(reason)).", at: at)
        case .returnedToTriggers(let at):
            return WhyNot(
                code: .returnedToTriggers,
                text: "At \(Self.seconds(at)) the app's display choice (REENQUEUE) gave it back to the trigger system: "
                    + "the next matching event can trigger it again.",
                at: at
            )
        case .displayed(let at):
            return WhyNot(code: .displayed, text: "It was displayed at \(Self.seconds(at)).", at: at)
        }
    }

    /// The answer for a suppression.
    private func explain(_ reason: SuppressionReason, at: Double, of campaign: Campaign) -> WhyNot {
        switch reason {
        case .outsideSchedule:
            return WhyNot(code: .outsideSchedule, text: "At \(Self.seconds(at)) it was outside its schedule window.", at: at)
        case .notReEligible(let eligibleAt):
            let when = eligibleAt.map { "it is re-eligible from \(Self.seconds($0))" } ?? "it shows once per device"
            return WhyNot(code: .notReEligible, text: "At \(Self.seconds(at)) it was not re-eligible: \(when).", at: at)
        case .minimumInterval(let remaining):
            return WhyNot(
                code: .minimumInterval,
                text: "At \(Self.seconds(at)) the minimum interval between triggered messages had \(Self.seconds(remaining)) remaining.",
                at: at
            )
        case .lowerPriority(let winner):
            return WhyNot(code: .lowerPriority, text: "At \(Self.seconds(at)) \(lostTo(winner, campaign: campaign)).", at: at)
        }
    }

    /// Why `campaign` lost to `winner` on the same event: a lower priority, or a tie that went
    /// to the smaller id (rule 5).
    private func lostTo(_ winner: String, campaign: Campaign) -> String {
        guard let winnerIndex = catalog.indexByID[winner], campaign.priority == catalog.campaigns[winnerIndex].priority else {
            return "it had a lower priority than \(winner), which was triggered instead"
        }
        return "it had the same priority (\(Self.number(campaign.priority))) as \(winner); "
            + "the tie went to the smaller id, so \(winner) was triggered instead"
    }

    /// A trigger condition in words, naming the event, product or campaign it waits for.
    static func describe(_ trigger: TriggerCondition) -> String {
        switch trigger {
        case .customEvent(let name), .customEventProperty(let name, _): return "custom_event \"\(name)\""
        case .purchase(let product?), .purchaseProperty(let product?, _): return "purchase of \"\(product)\""
        case .pushClick(let campaignID): return "push_click of campaign \"\(campaignID)\""
        default: return trigger.wireType
        }
    }

    /// A moment or a duration in the session's seconds, with its unit ("1 s", "2.5 s").
    public static func seconds(_ value: Double) -> String {
        number(value) + " s"
    }

    /// A number without a needless `.0`.
    public static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Plain words for a presenter reason.
    private func describe(_ reason: String) -> String {
        switch reason {
        case "app_in_background": return "the app was in the background"
        case "message_on_screen" where configuration.platform == .web:
            return "a modal, full or HTML message was on screen, and the web shows one at a time and keeps no stack"
        case "message_on_screen": return "another message was on screen"
        case "display_choice": return "the delegate's display choice"
        case "timeout": return "it waited longer than its timeout"
        case "orientation_mismatch": return "its orientation did not match the device's"
        case "asset_failure": return "an asset could not be downloaded"
        case "no_activity":
            return "no Activity was registered (the app was in the background or on a blocked screen); "
                + "it waits in Android's single slot for the next one"
        case "replaced_while_waiting": return "another message took Android's single waiting slot while no Activity was registered"
        case "html_not_allowed": return "the site does not allow HTML messages (allow_user_supplied_javascript is false)"
        case "javascript_not_allowed": return "its click action is a javascript: or data: URI, which the site does not allow"
        case "invalid_braze_action": return "a click action is a Braze Action Android cannot run, so Android does not show the message"
        case "followup_replaced": return "a later follow-up took its place, so it waits on the stack"
        case "unknown_braze_action":
            return "a click action holds a Braze Action the web does not know, so the web does not show the message "
                + "and tries the event's next campaign"
        case "not_re_eligible": return "when its delay ended it was not re-eligible yet (the web checks again then)"
        case "minimum_interval": return "when its delay ended the minimum interval had not passed (the web checks again then)"
        default: return reason
        }
    }
}
