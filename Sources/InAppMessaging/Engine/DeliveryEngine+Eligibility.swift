/// Rules 3 and 4: schedule, re-eligibility and the minimum interval between triggered messages.
extension DeliveryEngine {
    /// Why the matching campaign at `index` may not fire at `at`, or nil when it is a candidate.
    func suppression(of index: Int, at: Double) -> SuppressionReason? {
        let campaign = catalog.campaigns[index]
        guard campaign.isScheduled(atUnixTime: configuration.epoch + at) else { return .outsideSchedule }
        return displaySuppression(of: index, displayTime: at + campaign.delay)
    }

    /// Rules 3 and 4 for a display at `displayTime`: whether the campaign is re-eligible and the
    /// minimum interval has passed (the schedule is not looked at).
    func displaySuppression(of index: Int, displayTime: Double) -> SuppressionReason? {
        let campaign = catalog.campaigns[index]
        if let lastDisplayed = campaignStates[index].lastDisplayed {
            guard campaign.reEligibility >= 0 else { return .notReEligible(eligibleAt: nil) }
            if displayTime - lastDisplayed < campaign.reEligibility {
                return .notReEligible(eligibleAt: lastDisplayed + campaign.reEligibility - campaign.delay)
            }
        }
        if let lastTriggeredDisplay {
            let interval = campaign.minSecondsSinceLastTrigger ?? configuration.triggerMinimumTimeInterval
            let elapsed = displayTime - lastTriggeredDisplay
            if elapsed < interval { return .minimumInterval(remaining: interval - elapsed) }
        }
        return nil
    }
}
