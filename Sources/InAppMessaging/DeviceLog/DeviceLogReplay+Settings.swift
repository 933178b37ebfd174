/// The replay settings as the doors take them: the query, the form and the command line.
extension DeviceLogReplay.Settings {
    /// Reads `platform`, `orientation`, `dismiss_after` and `min_interval` from `value(name)`;
    /// empty or absent values keep the defaults, and a bad one is an error at its name.
    public init(reading value: (String) -> String?) throws(WireError) {
        self.init()
        if let raw = value("platform"), !raw.isEmpty {
            guard let chosen = Platform(rawValue: raw) else {
                throw WireError(message: "must be ios, android or web, not \"\(raw.prefix(40))\"", path: JSONPath.root.appending("platform"))
            }
            platform = chosen
        }
        if let raw = value("orientation"), !raw.isEmpty {
            guard let chosen = DeliveryConfiguration.DeviceOrientation(rawValue: raw) else {
                throw WireError(message: "must be portrait or landscape, not \"\(raw.prefix(40))\"", path: JSONPath.root.appending("orientation"))
            }
            orientation = chosen
        }
        for (name, keyPath) in [("dismiss_after", \Self.dismissAfter), ("min_interval", \.minimumInterval)] {
            guard let raw = value(name), !raw.isEmpty else { continue }
            guard let number = Double(raw), number.isFinite, (0...86_400).contains(number) else {
                throw WireError(message: "must be a number of seconds from 0 to 86400", path: JSONPath.root.appending(name))
            }
            self[keyPath: keyPath] = number
        }
    }
}
