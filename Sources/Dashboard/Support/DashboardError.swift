/// Start-up errors of the dashboard, each a one-line message for the operator.
public enum DashboardError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The templates folder, or a required template in it, is missing.
    case templatesMissing(directory: String, file: String?)
    /// A template does not parse.
    case templateInvalid(file: String, reason: String)
    /// A setting (flag or environment variable) has an unusable value.
    case invalidSetting(name: String, reason: String)

    /// A one-line description naming the file and folder.
    public var description: String {
        switch self {
        case .templatesMissing(let directory, nil):
            return "templates folder not found: \(directory) (pass --templates-dir or set TEMPLATES_DIR)"
        case .templatesMissing(let directory, let file?):
            return "required template \(file) not found in \(directory)"
        case .templateInvalid(let file, let reason):
            return "template \(file) is invalid: \(reason)"
        case .invalidSetting(let name, let reason):
            return "\(name) is not usable: \(reason)"
        }
    }
}
