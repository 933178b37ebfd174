/// Where the dashboard listens and where it finds its templates and static files.
public struct DashboardConfiguration: Sendable {
    /// Host name or address to bind.
    public var host: String
    /// TCP port to bind (0 picks a free one).
    public var port: Int
    /// Folder of `*.mustache` templates.
    public var templatesDirectory: String
    /// Folder served as static files (`css/`, `js/`, `img/`).
    public var publicDirectory: String

    /// Creates a configuration; the defaults match `vitrine serve`'s.
    public init(
        host: String = "127.0.0.1", port: Int = 8080,
        templatesDirectory: String = "Templates", publicDirectory: String = "Public"
    ) {
        self.host = host
        self.port = port
        self.templatesDirectory = templatesDirectory
        self.publicDirectory = publicDirectory
    }
}
