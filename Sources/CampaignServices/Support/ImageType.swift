/// The image formats the asset library accepts, recognised from their first bytes (not the file name).
public enum ImageType: String, Sendable, Hashable, CaseIterable {
    case png, jpeg, gif, webp

    /// The MIME type served for the format.
    public var contentType: String { "image/\(rawValue)" }

    /// Recognises PNG, JPEG, GIF and WebP signatures; nil for anything else.
    public static func detect(_ bytes: [UInt8]) -> ImageType? {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return .gif }
        if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { return .webp }
        return nil
    }
}
