import InAppMessaging

/// The engine measurements of `make bench` (filled in by the engine issue).
enum EngineBench {
    /// Runs the measurements and prints one `name: value` line each.
    static func run() {
        print("engine: not measured yet")
    }
}
