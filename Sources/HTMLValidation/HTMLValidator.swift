internal import CLibXML2

/// Validates HTML in-app message payloads with libxml2 (placeholder until the validation issue).
public struct HTMLValidator: Sendable {
    /// Creates a validator.
    public init() {}

    /// The libxml2 version the validator is linked against.
    public static var libxmlVersion: String {
        LIBXML_DOTTED_VERSION
    }
}
