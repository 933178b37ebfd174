import Synchronization

extension HTMLValidator {
    /// Stops validations in progress: by hand (the client went away) or at a deadline.
    ///
    /// The validator polls it every 1,024 tokens and every 1,024 start tags of libxml2's pass,
    /// then returns what it found so far with one `validation-stopped` error. One cancellation
    /// may be shared by every validation of a request.
    public final class Cancellation: Sendable {
        private let flag = Atomic<Bool>(false)
        /// When validations under this cancellation stop by themselves, if ever.
        public let deadline: ContinuousClock.Instant?

        /// A cancellation that fires when `cancel()` is called or, if given, at `deadline`.
        public init(deadline: ContinuousClock.Instant? = nil) {
            self.deadline = deadline
        }

        /// A cancellation that fires `timeout` from now, or earlier by `cancel()`.
        public convenience init(timeout: Duration) {
            self.init(deadline: .now + timeout)
        }

        /// Stops every validation polling this cancellation.
        public func cancel() {
            flag.store(true, ordering: .relaxed)
        }

        /// Whether `cancel()` was called or the deadline has passed.
        public var isCancelled: Bool {
            if flag.load(ordering: .relaxed) { return true }
            guard let deadline else { return false }
            return ContinuousClock.now >= deadline
        }
    }
}
