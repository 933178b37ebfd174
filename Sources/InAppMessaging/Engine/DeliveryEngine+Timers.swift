/// Internal timers: trigger delays and auto-dismissals, fired in time order as time passes.
extension DeliveryEngine {
    /// Arms a timer.
    mutating func addTimer(at time: Double, _ action: PendingTimer.Action) {
        timerSequence += 1
        timers.append(PendingTimer(at: time, sequence: timerSequence, action: action))
    }

    /// Fires, in time order, every timer due at or before `time`, each at its own time.
    mutating func fireTimers(through time: Double) {
        while let next = nextTimer(), timers[next].at <= time {
            let timer = timers.remove(at: next)
            self.time = max(self.time ?? timer.at, timer.at)
            switch timer.action {
            case .trigger(let campaign, let eventTime, let fallback):
                fire(campaign, eventTime: eventTime, fallback: fallback, at: timer.at)
            case .autoDismiss(let token): autoDismiss(token: token, at: timer.at)
            }
        }
    }

    /// The position of the earliest timer (creation order breaks ties).
    private func nextTimer() -> Int? {
        timers.indices.min { (timers[$0].at, timers[$0].sequence) < (timers[$1].at, timers[$1].sequence) }
    }
}
