/// The release this build is: `vitrine --version` prints it, SARIF reports name it as the tool's
/// version, and the Docker image's label takes it as a build argument. Written only here.
public enum Release {
    /// The version, `MAJOR.MINOR.PATCH`.
    public static let version = "0.4.0"
}
