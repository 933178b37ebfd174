import InAppMessaging

/// The wire measurements of `make bench` (filled in by the wire issue).
enum WireBench {
    /// Runs the measurements and prints one `name: value` line each.
    static func run() {
        print("wire: not measured yet")
    }
}
