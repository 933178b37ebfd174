/// A text file of `Sources/Preview/Resources` (the preview document's style sheet and scripts),
/// compiled into the binary by SwiftPM's `embedInCode` rule as `PackageResources.<name>`, so no
/// resource bundle has to travel with the static binary.
///
/// Only this module's own files can be one, so `HTMLWriter` writes it unescaped, as it does
/// static strings. The file's final newline (editors add one) is not part of the text.
struct PreviewResource: Sendable {
    /// The text as UTF-8 bytes.
    let bytes: [UInt8]

    /// Wraps the bytes of an embedded file, without its final newline.
    init(embedded bytes: [UInt8]) {
        self.bytes = bytes.last == UInt8(ascii: "\n") ? Array(bytes.dropLast()) : bytes
    }

    /// The text.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
